import "./zod-config";

import { z } from "zod";

import { optionalHttpUrl } from "./http-url";
import type { Locale } from "./locale";
import { translatable, withTranslations } from "./translation-form";
import type { Translations } from "./translations";

/** Written wherever the site says when the company began ("Founded in 2014", "Since 2014"). */
const foundedYear = z
  .string()
  .trim()
  .min(1, "Founding year is required")
  .regex(/^\d{4}$/, "Enter the founding year as four digits, e.g. 2014")
  .transform(Number)
  .refine((year) => year <= new Date().getFullYear(), "The founding year cannot be in the future");

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} is too long`);

/** The company details staff edit under Settings; they feed the header, footer, contact page and JSON-LD. */
export const companySettingsSchema = z.object({
  companyName: text("Company name", 120),
  tagline: z.string().trim().max(300, "Tagline is too long"),
  phone: text("Phone", 40).regex(/^[+()0-9 .-]+$/, "Phone may contain digits, spaces, +, -, ( and ) only"),
  email: z.string().trim().min(1, "Email is required").max(254).pipe(z.email("Enter a valid email address")),
  dhakaAddress: text("Dhaka address", 300),
  londonAddress: text("London address", 300),
  hoursWeekdays: text("Weekday hours", 100),
  hoursSaturday: text("Saturday hours", 100),
  foundedYear,
  linkedinUrl: optionalHttpUrl("LinkedIn", 500),
  twitterUrl: optionalHttpUrl("X (Twitter)", 500),
  facebookUrl: optionalHttpUrl("Facebook", 500),
  githubUrl: optionalHttpUrl("GitHub", 500),
});

export type CompanySettings = z.output<typeof companySettingsSchema>;

/** How long the audit trail keeps an entry (decision 146): the column's default, and the range staff may set. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 365;
export const MIN_AUDIT_RETENTION_DAYS = 30;
export const MAX_AUDIT_RETENTION_DAYS = 3650;

const retentionRange = `Enter a whole number of days from ${MIN_AUDIT_RETENTION_DAYS} to ${MAX_AUDIT_RETENTION_DAYS}`;

/** The Settings screen's audit trail retention form. */
export const auditRetentionSchema = z.object({
  auditRetentionDays: z
    .string()
    .trim()
    .min(1, "Enter how many days to keep the audit trail")
    .regex(/^\d{1,5}$/, retentionRange)
    .transform(Number)
    .refine((days) => days >= MIN_AUDIT_RETENTION_DAYS && days <= MAX_AUDIT_RETENTION_DAYS, retentionRange),
});

/** The company details visitors read in their language (decision 080); name, phone, email and links stay single. */
export const companySettingsTranslation = translatable(companySettingsSchema.shape, {
  tagline: "text",
  dhakaAddress: "text",
  londonAddress: "text",
  hoursWeekdays: "text",
  hoursSaturday: "text",
});

/** The Settings screen's company form: the English details and their Bengali texts, checked together. */
export const companySettingsFormSchema = withTranslations(companySettingsSchema, companySettingsTranslation);

/** What the company form saves: the details and every translated language's texts. */
export type CompanySettingsInput = CompanySettings & { translations: Translations };

/** The company details written per language: the translated fields' names. */
export type SiteSettingsTextField = (typeof companySettingsTranslation.fields)[number];

/** Company details from the database, as every public page shows them. */
export type PublicSiteSettings = {
  companyName: string;
  tagline: string;
  phone: string;
  email: string;
  dhakaAddress: string;
  londonAddress: string;
  hoursWeekdays: string;
  hoursSaturday: string;
  foundedYear: number;
  social: { linkedin: string; twitter: string; facebook: string; github: string };
  logoBlackUrl: string;
  logoWhiteUrl: string;
  /** The language each translated detail is shown in: on a Bengali page an untranslated one is English. */
  langs: Record<SiteSettingsTextField, Locale>;
};
