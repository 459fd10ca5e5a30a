// Where a lead came from, captured without a cookie, IP address or fingerprint (decision 101): the
// public layout notes the visit's landing page, first-page UTM parameters and referring host in
// sessionStorage (gone when the tab closes), and the contact form sends them as hidden fields. The
// server cleans every value again: the fields are as untrusted as the rest of the form.

export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** The hidden fields' names (prefixed, so they cannot clash with the form's own). */
export const SOURCE_FIELDS = [
  "source_landing",
  ...UTM_KEYS.map((key) => `source_${key}` as const),
  "source_referrer",
  "source_page",
] as const;
export type SourceField = (typeof SOURCE_FIELDS)[number];

export const SOURCE_VALUE_MAX = 200;

export type LeadSource = {
  landingPage: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  referrerHost: string | null;
  sourcePage: string | null;
};

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/;

/** A value as stored: trimmed, cut to 200 characters; null when empty or holding control characters. */
export function cleanSourceText(value: unknown): string | null {
  if (typeof value !== "string" || CONTROL.test(value)) return null;
  const text = value.trim().slice(0, SOURCE_VALUE_MAX).trim();
  return text === "" ? null : text;
}

/** A path on this site ("/services"), without query or fragment; anything else is dropped. */
export function cleanSourcePath(value: unknown): string | null {
  const text = cleanSourceText(value);
  if (!text || !text.startsWith("/") || text.startsWith("//")) return null;
  return text.split(/[?#]/, 1)[0]!;
}

/**
 * A host name only (lower case, optional port): a full URL gives its host; anything else, or anything
 * over 200 characters (a cut host would name another site), is dropped.
 */
export function cleanReferrerHost(value: unknown): string | null {
  if (typeof value === "string" && value.trim().length > SOURCE_VALUE_MAX) return null;
  const text = cleanSourceText(value);
  if (!text) return null;
  let host = text.toLowerCase();
  if (host.includes("/")) {
    try {
      host = new URL(host).host;
    } catch {
      return null;
    }
  }
  return HOST.test(host) ? host : null;
}

/** The lead source sent with a form, cleaned; a bad value is dropped and never fails the message. */
export function leadSourceFromForm(form: FormData): LeadSource {
  const get = (name: SourceField) => form.get(name);
  return {
    landingPage: cleanSourcePath(get("source_landing")),
    utmSource: cleanSourceText(get("source_utm_source")),
    utmMedium: cleanSourceText(get("source_utm_medium")),
    utmCampaign: cleanSourceText(get("source_utm_campaign")),
    utmTerm: cleanSourceText(get("source_utm_term")),
    utmContent: cleanSourceText(get("source_utm_content")),
    referrerHost: cleanReferrerHost(get("source_referrer")),
    sourcePage: cleanSourcePath(get("source_page")),
  };
}

/** What the browser keeps for the visit, under one sessionStorage key. */
export type StoredVisit = {
  landing: string;
  utm: Partial<Record<UtmKey, string>>;
  referrer: string | null;
  previous: string | null;
  current: string;
};

export const VISIT_STORAGE_KEY = "lead-source";

/**
 * The visit after a page view at `url`: the first view sets landing page, UTM and referring host
 * (another site's only); every view moves "current" to "previous".
 */
export function nextVisit(stored: StoredVisit | null, url: URL, referrer: string): StoredVisit {
  if (stored) {
    if (stored.current === url.pathname) return stored;
    return { ...stored, previous: stored.current, current: url.pathname };
  }
  const utm: Partial<Record<UtmKey, string>> = {};
  for (const key of UTM_KEYS) {
    const value = url.searchParams.get(key);
    if (value) utm[key] = value.slice(0, SOURCE_VALUE_MAX);
  }
  let referrerHost: string | null = null;
  try {
    const from = referrer ? new URL(referrer) : null;
    if (from && from.host !== url.host) referrerHost = from.host;
  } catch {
    referrerHost = null;
  }
  return { landing: url.pathname, utm, referrer: referrerHost, previous: null, current: url.pathname };
}

/**
 * The hidden fields for a form sent from `formPath`. The page "sent from" is the page that led the
 * visitor to the form (the form lives on /contact only, so its own path would say nothing), or the
 * form's page when the visit started there.
 */
export function sourceFields(visit: StoredVisit | null, formPath: string): Partial<Record<SourceField, string>> {
  if (!visit) return {};
  const fields: Partial<Record<SourceField, string>> = { source_landing: visit.landing };
  for (const key of UTM_KEYS) {
    const value = visit.utm[key];
    if (value) fields[`source_${key}`] = value;
  }
  if (visit.referrer) fields.source_referrer = visit.referrer;
  fields.source_page = visit.current === formPath && visit.previous ? visit.previous : visit.current;
  return fields;
}

export function readVisit(storage: Pick<Storage, "getItem">): StoredVisit | null {
  try {
    const raw = storage.getItem(VISIT_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as StoredVisit) : null;
  } catch {
    return null;
  }
}
