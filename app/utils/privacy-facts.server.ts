import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE_SECONDS } from "./admin-shell";
import { loadedConfig } from "./env.server";
import { UNCONFIRMED_DAYS } from "./newsletter-fields";
import { DEFAULT_SESSION_IDLE_MINUTES, DEFAULT_SESSION_MAX_HOURS, SESSION_COOKIE } from "./session-cookie.server";
import { TOAST_COOKIE, TOAST_MAX_AGE_SECONDS } from "./toast.server";
import { TWO_FACTOR_COOKIE, TWO_FACTOR_STEP_MS } from "./two-factor-cookie.server";

/** A section of generated policy text: the same shape as the legal documents' sections. */
export type PrivacyFactSection = { heading: string; paragraphs: string[] };

export type SiteCookie = { name: string; who: "visitors and staff" | "staff only"; purpose: string; lifetime: string };

export type PrivacySettings = { retentionMonths: number; sessionIdleMinutes: number; sessionMaxHours: number };

/** The settings the policy states, as the running server has them (the defaults before it is configured). */
export function currentPrivacySettings(): PrivacySettings {
  const config = loadedConfig();
  return {
    retentionMonths: config?.MESSAGE_RETENTION_MONTHS ?? 24,
    sessionIdleMinutes: config?.SESSION_IDLE_MINUTES ?? DEFAULT_SESSION_IDLE_MINUTES,
    sessionMaxHours: config?.SESSION_MAX_HOURS ?? DEFAULT_SESSION_MAX_HOURS,
  };
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/**
 * Every cookie this website can set, named by the constants the code sets them with. The privacy policy
 * lists exactly these; a test compares the list with the cookies the server really sets.
 */
export function siteCookies(settings: PrivacySettings): SiteCookie[] {
  return [
    {
      name: TOAST_COOKIE,
      who: "visitors and staff",
      purpose: "carries the one-line confirmation shown after a form is sent without JavaScript (for example “Thanks for subscribing”), signed so nobody else can plant a message",
      lifetime: `${plural(TOAST_MAX_AGE_SECONDS, "second")} at most; deleted as soon as the next page has shown the message`,
    },
    {
      name: SESSION_COOKIE,
      who: "staff only",
      purpose: "keeps a signed-in member of staff signed in to the administration area",
      lifetime: `until sign-out, after ${plural(settings.sessionIdleMinutes, "minute")} without activity, or ${plural(settings.sessionMaxHours, "hour")} after sign-in`,
    },
    {
      name: TWO_FACTOR_COOKIE,
      who: "staff only",
      purpose: "remembers, between the password and the second sign-in step, which member of staff entered a correct password (signed; it opens nothing but the second step)",
      lifetime: `${plural(TWO_FACTOR_STEP_MS / 60_000, "minute")} at most; deleted when the sign-in completes`,
    },
    {
      name: SIDEBAR_COOKIE,
      who: "staff only",
      purpose: "remembers that a member of staff collapsed the administration sidebar",
      lifetime: `${plural(Math.round(SIDEBAR_COOKIE_MAX_AGE_SECONDS / 86_400), "day")}, or until the sidebar is expanded again`,
    },
  ];
}

/**
 * The privacy policy's facts, generated from the settings and constants the code itself uses (the
 * retention period, the newsletter's confirmation window, the cookies), so the policy cannot drift from
 * what the website does. Kept apart from the policy's own text, which staff may edit: the facts are
 * appended to whatever text is shown.
 */
export function privacyFactSections(settings: PrivacySettings = currentPrivacySettings()): PrivacyFactSection[] {
  const months = plural(settings.retentionMonths, "month");
  const cookies = siteCookies(settings);
  return [
    {
      heading: "What this website stores, and for how long",
      paragraphs: [
        `Contact messages: your name, email address, subject, message and the time it arrived; whether staff have read it, its status and who handles it; and, when your browser sends them with the form, the page your visit started on, its campaign (UTM) parameters, the website that linked to us (its host name only) and the page you came to the form from. These are kept in your browser's session storage during the visit and sent only with the form: no cookie, IP address or fingerprint. Staff notes on your message and our email replies to you are stored with it.`,
        `Contact messages, with their notes and replies, are deleted automatically ${months} after they were written. This runs every day.`,
        `Newsletter: your email address, the form you used, when you signed up and when you confirmed. An address that is not confirmed within ${plural(UNCONFIRMED_DAYS, "day")} is deleted automatically; unsubscribing deletes it at once.`,
        "Page views: one count per page per day, and one per linking website (its host name only) per day, with no cookie, IP address or identifier.",
        `You can ask us for a copy of everything stored about your email address, or for all of it to be deleted, and we can do either at once.`,
      ],
    },
    {
      heading: "Cookies this website sets",
      paragraphs: [
        `This website sets ${cookies.length === 1 ? "one cookie" : `${cookies.length} cookies`}, all strictly necessary, none used for tracking or advertising, and none set by anyone else:`,
        ...cookies.map((cookie) => `${cookie.name} (${cookie.who}): ${cookie.purpose}. Kept ${cookie.lifetime}.`),
        "Public pages otherwise set no cookies, and page views are counted without them.",
      ],
    },
  ];
}
