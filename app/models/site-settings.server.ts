import { eq, getTableColumns, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import { companyDefaults } from "~/content/company";
import type { Db } from "~/db/client.server";
import { media, siteSettings } from "~/db/schema";
import type { LogoVariant } from "~/features/settings/logo-schema";
import { assetUrl } from "~/utils/asset";
import { defaultLocale, type Locale } from "~/utils/locale";
import { logger } from "~/utils/logger.server";
import { mediaSrc, mediaVersion } from "~/utils/media-urls";
import {
  type CompanySettingsInput,
  companySettingsTranslation,
  DEFAULT_AUDIT_RETENTION_DAYS,
  type PublicSiteSettings,
} from "~/utils/site-settings";
import { localizeRow, type Translations, withTranslationSources } from "~/utils/translations";

import { type ImageChoice, resolveImageChoice } from "./media.server";
import { inTransaction } from "./ordering.server";

// The single site_settings row (id 1): the company details staff edit under Settings and the two logos.
const SETTINGS_ID = 1;

/** The company details translated per locale (decision 080); the name, phone, email and links are not. */
export const SITE_SETTINGS_TEXT_FIELDS =
  companySettingsTranslation.fields satisfies readonly (keyof typeof siteSettings.$inferSelect)[];

/**
 * The company details every public page shows, in `locale` where translated; the defaults stand in until the
 * row exists (in English: the Bengali defaults are the seed's, decision 136).
 */
export async function getPublicSiteSettings(db: Db, locale: Locale = defaultLocale): Promise<PublicSiteSettings> {
  let row:
    (typeof siteSettings.$inferSelect & { logoBlackSha256: string | null; logoWhiteSha256: string | null }) | undefined;
  try {
    const black = alias(media, "logo_black");
    const white = alias(media, "logo_white");
    [row] = await db
      .select({ ...getTableColumns(siteSettings), logoBlackSha256: black.sha256, logoWhiteSha256: white.sha256 })
      .from(siteSettings)
      .leftJoin(black, eq(black.id, siteSettings.logoBlackMediaId))
      .leftJoin(white, eq(white.id, siteSettings.logoWhiteMediaId))
      .where(eq(siteSettings.id, SETTINGS_ID))
      .limit(1);
  } catch (error) {
    // While the database is unreachable, public pages (and the contact form's failure message) still render.
    logger.error({ err: error }, "site settings unavailable, showing the defaults");
  }
  const texts = localizeRow(
    {
      tagline: row?.tagline ?? companyDefaults.tagline,
      dhakaAddress: row?.dhakaAddress ?? companyDefaults.dhakaAddress,
      londonAddress: row?.londonAddress ?? companyDefaults.londonAddress,
      hoursWeekdays: row?.hoursWeekdays ?? companyDefaults.businessHours.weekdays,
      hoursSaturday: row?.hoursSaturday ?? companyDefaults.businessHours.saturday,
      translations: row?.translations ?? {},
    },
    locale,
    SITE_SETTINGS_TEXT_FIELDS,
  );
  return {
    companyName: row?.companyName ?? companyDefaults.name,
    tagline: texts.tagline,
    phone: row?.phone ?? companyDefaults.phone,
    email: row?.email ?? companyDefaults.email,
    dhakaAddress: texts.dhakaAddress,
    londonAddress: texts.londonAddress,
    hoursWeekdays: texts.hoursWeekdays,
    hoursSaturday: texts.hoursSaturday,
    foundedYear: row?.foundedYear ?? companyDefaults.foundedYear,
    social: {
      linkedin: row?.linkedinUrl ?? companyDefaults.social.linkedin,
      twitter: row?.twitterUrl ?? companyDefaults.social.twitter,
      facebook: row?.facebookUrl ?? companyDefaults.social.facebook,
      github: row?.githubUrl ?? companyDefaults.social.github,
    },
    logoBlackUrl: logoUrl(row?.logoBlackMediaId, row?.logoBlackSha256, "images/brand/logo-black.svg"),
    logoWhiteUrl: logoUrl(row?.logoWhiteMediaId, row?.logoWhiteSha256, "images/brand/logo-white.svg"),
    langs: texts.langs,
  };
}

function logoUrl(mediaId: string | null | undefined, sha256: string | null | undefined, fallback: string): string {
  return mediaId && sha256 ? mediaSrc({ id: mediaId, version: mediaVersion(sha256) }) : assetUrl(fallback);
}

/** Who the site's emails come from: the company's name and address, or their defaults until saved. */
export async function getMailSender(db: Db): Promise<{ name: string; address: string }> {
  const [row] = await db
    .select({ name: siteSettings.companyName, address: siteSettings.email })
    .from(siteSettings)
    .where(eq(siteSettings.id, SETTINGS_ID))
    .limit(1);
  return row ?? { name: companyDefaults.name, address: companyDefaults.email };
}

/** The fields of the Settings screen's company form, with the translated texts as stored. */
export async function getCompanySettings(db: Db): Promise<CompanySettingsInput> {
  const [settings, [row]] = await Promise.all([
    getPublicSiteSettings(db),
    db
      .select({ translations: siteSettings.translations })
      .from(siteSettings)
      .where(eq(siteSettings.id, SETTINGS_ID))
      .limit(1),
  ]);
  return {
    companyName: settings.companyName,
    tagline: settings.tagline,
    phone: settings.phone,
    email: settings.email,
    dhakaAddress: settings.dhakaAddress,
    londonAddress: settings.londonAddress,
    hoursWeekdays: settings.hoursWeekdays,
    hoursSaturday: settings.hoursSaturday,
    foundedYear: settings.foundedYear,
    linkedinUrl: settings.social.linkedin,
    twitterUrl: settings.social.twitter,
    facebookUrl: settings.social.facebook,
    githubUrl: settings.social.github,
    translations: row?.translations ?? {},
  };
}

/** The translated fields whose text differs, named as the form names them ("bn.tagline"). */
function changedTranslations(before: Translations, after: Translations): string[] {
  const locales = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return locales.flatMap((locale) =>
    SITE_SETTINGS_TEXT_FIELDS.filter((field) => (before[locale]?.[field] ?? "") !== (after[locale]?.[field] ?? "")).map(
      (field) => `${locale}.${field}`,
    ),
  );
}

/**
 * Saves the single settings row (creating it if the seed never ran), the translated texts replacing the
 * stored ones; returns the names of the fields that changed.
 */
export async function updateCompanySettings(db: Db, values: CompanySettingsInput): Promise<string[]> {
  const before = await getCompanySettings(db);
  const translations = withTranslationSources(
    { english: before, translations: before.translations },
    { english: values, translations: values.translations },
  );
  const stored = { ...values, translations };
  await db
    .insert(siteSettings)
    .values({ id: SETTINGS_ID, ...stored })
    .onConflictDoUpdate({ target: siteSettings.id, set: { ...stored, updatedAt: sql`now()` } });
  const english = (Object.keys(values) as (keyof CompanySettingsInput)[]).filter(
    (key) => key !== "translations" && before[key] !== values[key],
  );
  return [...english, ...changedTranslations(before.translations, translations)];
}

export async function getSiteLogoIds(db: Db): Promise<{ black: string | null; white: string | null }> {
  const [row] = await db
    .select({ black: siteSettings.logoBlackMediaId, white: siteSettings.logoWhiteMediaId })
    .from(siteSettings)
    .where(eq(siteSettings.id, SETTINGS_ID))
    .limit(1);
  return { black: row?.black ?? null, white: row?.white ?? null };
}

/**
 * Black is the logo for light backgrounds (the header), white for dark ones (the footer).
 * The previous file stays in the library. Returns the media id, or null when the settings row does not exist yet.
 */
export function setSiteLogo(db: Db, variant: LogoVariant, logo: ImageChoice): Promise<string | null> {
  const column = variant === "black" ? "logoBlackMediaId" : "logoWhiteMediaId";
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID)).for("update");
    if (!current) return null;
    const mediaId = await resolveImageChoice(tx, logo);
    await tx
      .update(siteSettings)
      .set({ [column]: mediaId, updatedAt: new Date() })
      .where(eq(siteSettings.id, SETTINGS_ID));
    return mediaId;
  });
}

/** "Require two-factor for all admins" (false until the settings row says otherwise). */
export async function getRequireTwoFactor(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: siteSettings.requireTwoFactor })
    .from(siteSettings)
    .where(eq(siteSettings.id, SETTINGS_ID))
    .limit(1);
  return row?.value ?? false;
}

export async function setRequireTwoFactor(db: Db, value: boolean): Promise<void> {
  const company = await getCompanySettings(db);
  await db
    .insert(siteSettings)
    .values({ id: SETTINGS_ID, ...company, requireTwoFactor: value })
    .onConflictDoUpdate({ target: siteSettings.id, set: { requireTwoFactor: value, updatedAt: sql`now()` } });
}

/** How many days the audit trail keeps an entry (decision 146); the default until the settings row exists. */
export async function getAuditRetentionDays(db: Db): Promise<number> {
  const [row] = await db
    .select({ days: siteSettings.auditRetentionDays })
    .from(siteSettings)
    .where(eq(siteSettings.id, SETTINGS_ID))
    .limit(1);
  return row?.days ?? DEFAULT_AUDIT_RETENTION_DAYS;
}

export async function setAuditRetentionDays(db: Db, days: number): Promise<void> {
  const company = await getCompanySettings(db);
  await db
    .insert(siteSettings)
    .values({ id: SETTINGS_ID, ...company, auditRetentionDays: days })
    .onConflictDoUpdate({ target: siteSettings.id, set: { auditRetentionDays: days, updatedAt: sql`now()` } });
}

export const DEFAULT_NEWSLETTER_PER_MINUTE = 60;

/** How many newsletter emails go out a minute, across all instances (decision 202). */
export async function getNewsletterPerMinute(db: Db): Promise<number> {
  const [row] = await db
    .select({ perMinute: siteSettings.newsletterPerMinute })
    .from(siteSettings)
    .where(eq(siteSettings.id, SETTINGS_ID))
    .limit(1);
  return row?.perMinute ?? DEFAULT_NEWSLETTER_PER_MINUTE;
}

export async function setNewsletterPerMinute(db: Db, perMinute: number): Promise<void> {
  await db.update(siteSettings).set({ newsletterPerMinute: perMinute }).where(eq(siteSettings.id, SETTINGS_ID));
}
