import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";

import { bytea, createdAt, updatedAt } from "./columns";

// The media library and the site settings.

export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Set on derived renditions (e.g. a smaller WebP width) of an uploaded original. */
    parentId: uuid("parent_id").references((): AnyPgColumn => media.id, { onDelete: "cascade" }),
    sha256: text("sha256").notNull(),
    mime: text("mime").notNull(),
    bytes: bytea("bytes").notNull(),
    byteSize: integer("byte_size").notNull(),
    width: integer("width"),
    height: integer("height"),
    /** The library's name for an original: the uploaded file's name, editable nowhere else. */
    name: text("name").notNull().default(""),
    /** The library's alt text for an original (decision 089); renditions leave it empty. */
    alt: text("alt").notNull().default(""),
    /** Other locales' alt text, `{"bn": {"alt": "…"}}` (decision 080). */
    translations: jsonb("translations").$type<Record<string, { alt?: string }>>().notNull().default({}),
    createdAt: createdAt(),
    /** Bumped when the file is replaced in place (same id, new bytes). */
    updatedAt: updatedAt(),
  },
  (t) => [
    index("media_parent_idx").on(t.parentId),
    index("media_sha256_idx").on(t.sha256),
    index("media_library_idx")
      .on(t.createdAt.desc())
      .where(sql`${t.parentId} is null`),
    index("media_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("media_alt_trgm_idx").using("gin", sql`${t.alt} gin_trgm_ops`),
  ],
);

export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    companyName: text("company_name").notNull(),
    tagline: text("tagline").notNull().default(""),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    dhakaAddress: text("dhaka_address").notNull(),
    londonAddress: text("london_address").notNull(),
    hoursWeekdays: text("hours_weekdays").notNull(),
    hoursSaturday: text("hours_saturday").notNull(),
    linkedinUrl: text("linkedin_url").notNull().default(""),
    twitterUrl: text("twitter_url").notNull().default(""),
    facebookUrl: text("facebook_url").notNull().default(""),
    githubUrl: text("github_url").notNull().default(""),
    /** "Founded in 2014": null until staff save the company details, when the default year shows. */
    foundedYear: integer("founded_year"),
    /** Other locales' tagline, addresses and hours (decision 080). */
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    logoBlackMediaId: uuid("logo_black_media_id").references(() => media.id, { onDelete: "set null" }),
    logoWhiteMediaId: uuid("logo_white_media_id").references(() => media.id, { onDelete: "set null" }),
    /** "Require two-factor for all admins": staff without it are sent to enrolment after sign-in. */
    requireTwoFactor: boolean("require_two_factor").notNull().default(false),
    /** How long the audit trail keeps an entry before the hourly purge removes it. */
    auditRetentionDays: integer("audit_retention_days").notNull().default(365),
    /** How many newsletter emails go out a minute, across all instances (decision 202). */
    newsletterPerMinute: integer("newsletter_per_minute").notNull().default(60),
    updatedAt: updatedAt(),
  },
  (t) => [check("site_settings_single_row", sql`${t.id} = 1`)],
);
