import { privacyFactsHeadingsBn } from "~/content/bn/legal";
import {
  DEFAULT_SESSION_IDLE_MINUTES,
  DEFAULT_SESSION_MAX_HOURS,
  SESSION_COOKIE,
} from "~/features/account/session-cookie.server";
import { TWO_FACTOR_COOKIE, TWO_FACTOR_STEP_MS } from "~/features/account/two-factor-cookie.server";
import { UNCONFIRMED_DAYS } from "~/features/newsletter/newsletter-fields";
import { TOAST_COOKIE, TOAST_MAX_AGE_SECONDS } from "~/features/toast/toast.server";
import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE_SECONDS } from "~/utils/admin-shell";
import { loadedConfig } from "~/utils/env.server";
import { defaultLocale, type Locale } from "~/utils/locale";
import { formatNumber } from "~/utils/locale-format";
import { DEFAULT_AUDIT_RETENTION_DAYS } from "~/utils/site-settings";

/** A section of generated policy text: the same shape as the legal documents' sections. */
export type PrivacyFactSection = { heading: string; paragraphs: string[] };

export type SiteCookie = { name: string; who: string; purpose: string; lifetime: string };

export type PrivacySettings = {
  retentionMonths: number;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /** The audit trail's retention, a site setting in the database (decision 146); its default when omitted. */
  auditRetentionDays?: number;
};

/** The settings the policy states, as the running server has them (the defaults before it is configured). */
export function currentPrivacySettings(): PrivacySettings {
  const config = loadedConfig();
  return {
    retentionMonths: config?.MESSAGE_RETENTION_MONTHS ?? 24,
    sessionIdleMinutes: config?.SESSION_IDLE_MINUTES ?? DEFAULT_SESSION_IDLE_MINUTES,
    sessionMaxHours: config?.SESSION_MAX_HOURS ?? DEFAULT_SESSION_MAX_HOURS,
  };
}

/**
 * Every cookie this website can set, by the constant the code sets it with. The privacy policy lists
 * exactly these; a test compares the list with the cookies the server really sets.
 */
const cookieNames = {
  toast: TOAST_COOKIE,
  session: SESSION_COOKIE,
  twoFactor: TWO_FACTOR_COOKIE,
  sidebar: SIDEBAR_COOKIE,
} as const;

type CookieKey = keyof typeof cookieNames;

/** Every figure the facts state, each from the setting or constant the code acts on. */
type PrivacyFigures = Required<PrivacySettings> & {
  unconfirmedDays: number;
  toastSeconds: number;
  twoFactorMinutes: number;
  sidebarDays: number;
};

function figuresOf(settings: PrivacySettings): PrivacyFigures {
  return {
    ...settings,
    auditRetentionDays: settings.auditRetentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS,
    unconfirmedDays: UNCONFIRMED_DAYS,
    toastSeconds: TOAST_MAX_AGE_SECONDS,
    twoFactorMinutes: TWO_FACTOR_STEP_MS / 60_000,
    sidebarDays: Math.round(SIDEBAR_COOKIE_MAX_AGE_SECONDS / 86_400),
  };
}

/** One language's facts; a `Record<Locale, …>`, so a language without them is a type error. */
type FactsWords = {
  cookies(figures: PrivacyFigures): Record<CookieKey, Omit<SiteCookie, "name">>;
  sections(figures: PrivacyFigures, cookies: SiteCookie[]): PrivacyFactSection[];
};

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
/** Bengali digits; Bengali nouns take no plural after a number ("২৪ মাস"). */
const bn = (n: number) => formatNumber(n, "bn");

const factsWords: Record<Locale, FactsWords> = {
  en: {
    cookies: (f) => ({
      toast: {
        who: "visitors and staff",
        purpose:
          "carries the one-line confirmation shown after a form is sent without JavaScript (for example “Thanks for subscribing”), signed so nobody else can plant a message",
        lifetime: `${plural(f.toastSeconds, "second")} at most; deleted as soon as the next page has shown the message`,
      },
      session: {
        who: "staff only",
        purpose: "keeps a signed-in member of staff signed in to the administration area",
        lifetime: `until sign-out, after ${plural(f.sessionIdleMinutes, "minute")} without activity, or ${plural(f.sessionMaxHours, "hour")} after sign-in`,
      },
      twoFactor: {
        who: "staff only",
        purpose:
          "remembers, between the password and the second sign-in step, which member of staff entered a correct password (signed; it opens nothing but the second step)",
        lifetime: `${plural(f.twoFactorMinutes, "minute")} at most; deleted when the sign-in completes`,
      },
      sidebar: {
        who: "staff only",
        purpose: "remembers that a member of staff collapsed the administration sidebar",
        lifetime: `${plural(f.sidebarDays, "day")}, or until the sidebar is expanded again`,
      },
    }),
    sections: (f, cookies) => [
      {
        heading: "What this website stores, and for how long",
        paragraphs: [
          `Contact messages: your name, email address, subject, message and the time it arrived; whether staff have read it, its status and who handles it; and, when your browser sends them with the form, the page your visit started on, its campaign (UTM) parameters, the website that linked to us (its host name only) and the page you came to the form from. These are kept in your browser's session storage during the visit and sent only with the form: no cookie, IP address or fingerprint. Staff notes on your message and our email replies to you are stored with it.`,
          `Contact messages, with their notes and replies, are deleted automatically ${plural(f.retentionMonths, "month")} after they were written. This runs every day.`,
          `Newsletter: your email address, the form you used, when you signed up and when you confirmed. An address that is not confirmed within ${plural(f.unconfirmedDays, "day")} is deleted automatically; unsubscribing deletes it at once.`,
          "Page views: one count per page per day, and one per linking website (its host name only) per day, with no cookie, IP address or identifier.",
          `Audit trail: a record of what staff did in the administration area (for example that a message was read, answered or deleted, or that someone's data was erased). It names your message or subscription by an internal number only, never by your name, email address, subject or message, and each entry is deleted automatically ${plural(f.auditRetentionDays, "day")} after it was written.`,
          `You can ask us for a copy of everything stored about your email address, or for all of it to be deleted, and we can do either at once.`,
          "Deleting takes effect in the website's database at once. The deleted text can stay for a while in the database's own files (its write-ahead log of recent changes, and space not yet reused) until the database overwrites it: after an erasure request the website makes the database do that at once, as far as the database allows; after other deletions it happens as the database goes on working. Backups made before a deletion keep a copy until those backups are deleted.",
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
    ],
  },
  bn: {
    cookies: (f) => ({
      toast: {
        who: "দর্শক ও কর্মী",
        purpose:
          "JavaScript ছাড়া কোনো ফর্ম পাঠানোর পর যে এক লাইনের নিশ্চিতকরণ দেখানো হয় (যেমন “সাবস্ক্রাইব করার জন্য ধন্যবাদ”), সেটি বহন করে; কুকিটি ডিজিটালি স্বাক্ষরিত, যাতে অন্য কেউ নিজের বার্তা ঢুকিয়ে দিতে না পারে",
        lifetime: `সর্বোচ্চ ${bn(f.toastSeconds)} সেকেন্ড; পরের পেজে বার্তাটি দেখানো হলেই মুছে যায়`,
      },
      session: {
        who: "কেবল কর্মী",
        purpose: "সাইন-ইন করা কর্মীকে অ্যাডমিনিস্ট্রেশন অংশে সাইন-ইন অবস্থায় রাখে",
        lifetime: `সাইন-আউট করা পর্যন্ত, অথবা ${bn(f.sessionIdleMinutes)} মিনিট কোনো কার্যকলাপ না থাকলে কিংবা সাইন-ইনের ${bn(f.sessionMaxHours)} ঘণ্টা পর — যেটি আগে ঘটে`,
      },
      twoFactor: {
        who: "কেবল কর্মী",
        purpose:
          "পাসওয়ার্ড দেওয়া ও সাইন-ইনের দ্বিতীয় ধাপের মাঝে মনে রাখে কোন কর্মী সঠিক পাসওয়ার্ড দিয়েছেন (ডিজিটালি স্বাক্ষরিত; দ্বিতীয় ধাপ ছাড়া এটি দিয়ে আর কিছুই খোলে না)",
        lifetime: `সর্বোচ্চ ${bn(f.twoFactorMinutes)} মিনিট; সাইন-ইন সম্পূর্ণ হলেই মুছে যায়`,
      },
      sidebar: {
        who: "কেবল কর্মী",
        purpose: "মনে রাখে যে কোনো কর্মী অ্যাডমিনিস্ট্রেশন অংশের সাইডবার গুটিয়ে রেখেছেন",
        lifetime: `${bn(f.sidebarDays)} দিন, অথবা সাইডবারটি আবার খোলা পর্যন্ত`,
      },
    }),
    // The headings are the ones the seeded Bengali policy quotes when it points to these sections.
    sections: (f, cookies) => [
      {
        heading: privacyFactsHeadingsBn.storage,
        paragraphs: [
          "যোগাযোগের বার্তা: আপনার নাম, ইমেইল ঠিকানা, বিষয়, বার্তা এবং তা পৌঁছানোর সময়; কর্মীরা বার্তাটি পড়েছেন কি না, এর অবস্থা এবং কে এটি দেখছেন; আর আপনার ব্রাউজার ফর্মের সঙ্গে পাঠালে আপনার ভিজিট যে পেজ থেকে শুরু হয়েছিল, ভিজিটের ক্যাম্পেইন (UTM) প্যারামিটার, যে ওয়েবসাইটের লিংক ধরে আপনি এসেছেন (কেবল তার হোস্ট নাম) এবং যে পেজ থেকে আপনি ফর্মে এসেছেন। ভিজিট চলাকালে এগুলো আপনার ব্রাউজারের সেশন স্টোরেজে থাকে এবং কেবল ফর্মের সঙ্গেই পাঠানো হয়; এর জন্য কোনো কুকি, IP ঠিকানা বা ফিঙ্গারপ্রিন্ট ব্যবহার হয় না। আপনার বার্তা নিয়ে কর্মীদের নোট এবং আপনাকে পাঠানো আমাদের ইমেইল উত্তরও বার্তার সঙ্গেই সংরক্ষিত থাকে।",
          `যোগাযোগের বার্তা এবং সেগুলোর নোট ও উত্তর লেখার ${bn(f.retentionMonths)} মাস পর স্বয়ংক্রিয়ভাবে মুছে ফেলা হয়। মুছে ফেলার এই কাজ প্রতিদিন চলে।`,
          `নিউজলেটার: আপনার ইমেইল ঠিকানা, কোন ফর্ম ব্যবহার করেছেন, কবে সাইন আপ করেছেন এবং কবে নিশ্চিত করেছেন। ${bn(f.unconfirmedDays)} দিনের মধ্যে নিশ্চিত না করা ঠিকানা স্বয়ংক্রিয়ভাবে মুছে ফেলা হয়; আনসাবস্ক্রাইব করলে সঙ্গে সঙ্গেই মুছে যায়।`,
          "পেজ দেখার সংখ্যা: প্রতিদিন প্রতিটি পেজের জন্য একটি গণনা, আর আমাদের লিংক দেওয়া প্রতিটি ওয়েবসাইটের (কেবল তার হোস্ট নাম) জন্য প্রতিদিন একটি গণনা — কোনো কুকি, IP ঠিকানা বা শনাক্তকারী ছাড়াই।",
          `অডিট ট্রেইল: অ্যাডমিনিস্ট্রেশন অংশে কর্মীরা কী করেছেন তার একটি রেকর্ড (যেমন কোনো বার্তা পড়া হয়েছে, উত্তর দেওয়া হয়েছে বা মুছে ফেলা হয়েছে, কিংবা কারও তথ্য মুছে ফেলা হয়েছে)। এতে আপনার বার্তা বা সাবস্ক্রিপশনকে কেবল একটি অভ্যন্তরীণ নম্বর দিয়ে চিহ্নিত করা হয় — আপনার নাম, ইমেইল ঠিকানা, বিষয় বা বার্তা দিয়ে কখনো নয়; আর প্রতিটি এন্ট্রি লেখার ${bn(f.auditRetentionDays)} দিন পর স্বয়ংক্রিয়ভাবে মুছে ফেলা হয়।`,
          "আপনার ইমেইল ঠিকানা সম্পর্কে আমাদের কাছে যা কিছু সংরক্ষিত আছে, তার একটি কপি চাইতে পারেন, অথবা সবকিছু মুছে ফেলতে বলতে পারেন; দুটোই আমরা সঙ্গে সঙ্গে করতে পারি।",
          "মুছে ফেলা ওয়েবসাইটের ডেটাবেসে সঙ্গে সঙ্গেই কার্যকর হয়। তবে মুছে ফেলা লেখা কিছু সময় ডেটাবেসের নিজস্ব ফাইলে (সাম্প্রতিক পরিবর্তনের লগ, যাকে write-ahead log বলে, আর এখনো পুনর্ব্যবহার না হওয়া জায়গায়) থেকে যেতে পারে, যতক্ষণ না ডেটাবেস তার ওপর নতুন কিছু লেখে। তথ্য মুছে ফেলার অনুরোধের পর ওয়েবসাইট ডেটাবেসকে দিয়ে এটি সঙ্গে সঙ্গেই করায়, ডেটাবেস যতটা অনুমতি দেয়; অন্য মুছে ফেলার ক্ষেত্রে ডেটাবেস কাজ চালিয়ে যাওয়ার সঙ্গে সঙ্গে এটি ঘটে। মুছে ফেলার আগে তৈরি ব্যাকআপে একটি কপি থেকে যায়, যতক্ষণ না সেই ব্যাকআপগুলো মুছে ফেলা হয়।",
        ],
      },
      {
        heading: privacyFactsHeadingsBn.cookies,
        paragraphs: [
          cookies.length === 1
            ? "এই ওয়েবসাইট একটি কুকি ব্যবহার করে। এটি একান্ত প্রয়োজনীয়, ট্র্যাকিং বা বিজ্ঞাপনের জন্য নয়, আর অন্য কারও বসানো নয়:"
            : `এই ওয়েবসাইট ${bn(cookies.length)}টি কুকি ব্যবহার করে। সবগুলোই একান্ত প্রয়োজনীয়; কোনোটিই ট্র্যাকিং বা বিজ্ঞাপনের জন্য নয়, আর কোনোটিই অন্য কারও বসানো নয়:`,
          ...cookies.map((cookie) => `${cookie.name} (${cookie.who}): ${cookie.purpose}। মেয়াদ: ${cookie.lifetime}।`),
          "এ ছাড়া সবার জন্য খোলা পেজগুলো কোনো কুকি ব্যবহার করে না, আর পেজ দেখার সংখ্যাও গোনা হয় কুকি ছাড়াই।",
        ],
      },
    ],
  },
};

/**
 * Every cookie this website can set, described in `locale`. The privacy policy lists exactly these; a test
 * compares the list with the cookies the server really sets.
 */
export function siteCookies(settings: PrivacySettings, locale: Locale = defaultLocale): SiteCookie[] {
  const described = factsWords[locale].cookies(figuresOf(settings));
  return (Object.keys(cookieNames) as CookieKey[]).map((key) => ({ name: cookieNames[key], ...described[key] }));
}

/**
 * The privacy policy's facts in `locale`, generated from the settings and constants the code itself uses
 * (the retention period, the newsletter's confirmation window, the cookies), so the policy cannot drift from
 * what the website does, in either language. Kept apart from the policy's own text, which staff may edit:
 * the facts are appended to whatever text is shown.
 */
export function privacyFactSections(
  settings: PrivacySettings = currentPrivacySettings(),
  locale: Locale = defaultLocale,
): PrivacyFactSection[] {
  return factsWords[locale].sections(figuresOf(settings), siteCookies(settings, locale));
}
