// The company's time zone: where scheduled posts' times are read and shown, and the public dates of posts.
// Dhaka is the head office (and has no daylight saving, so a scheduled time never falls in a gap).

export const COMPANY_TIME_ZONE = "Asia/Dhaka";
/** How the admin names it next to a time input. */
export const COMPANY_TIME_ZONE_LABEL = "Dhaka time (UTC+6)";

// Making a DateTimeFormat costs ~100× a format: the blog's teasers date every post on every render.
const partFormats = new Map<string, Intl.DateTimeFormat>();

function zonedParts(date: Date, timeZone: string) {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(date);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

const pad = (value: number) => String(value).padStart(2, "0");

/** "2026-11-24" in the company's time zone (for `<time dateTime>`, the sitemap's lastmod). */
export function companyIsoDate(date: Date, timeZone = COMPANY_TIME_ZONE): string {
  const p = zonedParts(date, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/**
 * The admin's one way of writing a date (issue 30): "15 March 2024", with `withTime` "15 March 2024 at 10:30".
 * `timeZone` undefined: the viewer's (LocalDate, once in the browser). Public pages write theirs in the page's
 * language: locale-format's formatDate.
 */
export function adminDateText(date: Date, timeZone: string | undefined, withTime = false): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    day: "numeric",
    month: "long",
    year: "numeric",
    ...(withTime ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } : {}),
  }).format(date);
}

/** "15 March 2024" in the company's time zone, as the admin writes a date. */
export function companyDisplayDate(date: Date, timeZone = COMPANY_TIME_ZONE): string {
  return adminDateText(date, timeZone);
}

/** "2026-11-24T10:30", the value of a datetime-local input showing `date` in the company's time zone. */
export function toCompanyLocalInput(date: Date, timeZone = COMPANY_TIME_ZONE): string {
  const p = zonedParts(date, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** "24 November 2026 at 10:30 Dhaka time (UTC+6)": a moment as the admin writes it. */
export function companyDateTimeText(date: Date, timeZone = COMPANY_TIME_ZONE): string {
  const text = adminDateText(date, timeZone, true);
  return `${text} ${timeZone === COMPANY_TIME_ZONE ? COMPANY_TIME_ZONE_LABEL : timeZone}`;
}

/** A datetime-local value ("2026-11-24T10:30") read as the company's wall-clock time; null when malformed. */
export function fromCompanyLocalInput(value: string, timeZone = COMPANY_TIME_ZONE): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(wall)) return null;
  // The zone's offset at that instant, found by comparing the wall time with what the zone shows; twice,
  // in case the first guess lands on the other side of an offset change.
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const p = zonedParts(new Date(guess), timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess += wall - shown;
  }
  const result = new Date(guess);
  const check = zonedParts(result, timeZone);
  if (
    check.year !== year ||
    check.month !== month ||
    check.day !== day ||
    check.hour !== hour ||
    check.minute !== minute
  )
    return null;
  return result;
}
