import { eq, getTableColumns, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { companyDefaults } from "~/content/company";
import type { Db } from "~/db/client.server";
import { media, siteSettings } from "~/db/schema";
import { assetUrl } from "~/utils/asset";
import { mediaSrc, mediaVersion } from "~/utils/media-urls";
import { logger } from "~/utils/logger.server";
import type { LogoVariant } from "~/utils/logo-schema";
import type { CompanySettings, PublicSiteSettings } from "~/utils/site-settings";
import { resolveImageChoice, type ImageChoice } from "./media.server";
import { inTransaction } from "./ordering.server";

// The single site_settings row (id 1): the company details staff edit under Settings and the two logos.
const SETTINGS_ID = 1;

/** The company details every public page shows; the defaults stand in until the row exists. */
export async function getPublicSiteSettings(db: Db): Promise<PublicSiteSettings> {
  let row: (typeof siteSettings.$inferSelect & { logoBlackSha256: string | null; logoWhiteSha256: string | null }) | undefined;
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
  return {
    companyName: row?.companyName ?? companyDefaults.name,
    tagline: row?.tagline ?? companyDefaults.tagline,
    phone: row?.phone ?? companyDefaults.phone,
    email: row?.email ?? companyDefaults.email,
    dhakaAddress: row?.dhakaAddress ?? companyDefaults.dhakaAddress,
    londonAddress: row?.londonAddress ?? companyDefaults.londonAddress,
    hoursWeekdays: row?.hoursWeekdays ?? companyDefaults.businessHours.weekdays,
    hoursSaturday: row?.hoursSaturday ?? companyDefaults.businessHours.saturday,
    social: {
      linkedin: row?.linkedinUrl ?? companyDefaults.social.linkedin,
      twitter: row?.twitterUrl ?? companyDefaults.social.twitter,
      facebook: row?.facebookUrl ?? companyDefaults.social.facebook,
      github: row?.githubUrl ?? companyDefaults.social.github,
    },
    logoBlackUrl: logoUrl(row?.logoBlackMediaId, row?.logoBlackSha256, "images/brand/logo-black.svg"),
    logoWhiteUrl: logoUrl(row?.logoWhiteMediaId, row?.logoWhiteSha256, "images/brand/logo-white.svg"),
  };
}

function logoUrl(mediaId: string | null | undefined, sha256: string | null | undefined, fallback: string): string {
  return mediaId && sha256 ? mediaSrc({ id: mediaId, version: mediaVersion(sha256) }) : assetUrl(fallback);
}

/** The fields of the Settings screen's company form. */
export async function getCompanySettings(db: Db): Promise<CompanySettings> {
  const settings = await getPublicSiteSettings(db);
  return {
    companyName: settings.companyName,
    tagline: settings.tagline,
    phone: settings.phone,
    email: settings.email,
    dhakaAddress: settings.dhakaAddress,
    londonAddress: settings.londonAddress,
    hoursWeekdays: settings.hoursWeekdays,
    hoursSaturday: settings.hoursSaturday,
    linkedinUrl: settings.social.linkedin,
    twitterUrl: settings.social.twitter,
    facebookUrl: settings.social.facebook,
    githubUrl: settings.social.github,
  };
}

/** Saves the single settings row (creating it if the seed never ran); returns the names of the fields that changed. */
export async function updateCompanySettings(db: Db, values: CompanySettings): Promise<string[]> {
  const before = await getCompanySettings(db);
  await db
    .insert(siteSettings)
    .values({ id: SETTINGS_ID, ...values })
    .onConflictDoUpdate({ target: siteSettings.id, set: { ...values, updatedAt: sql`now()` } });
  return (Object.keys(values) as (keyof CompanySettings)[]).filter((key) => before[key] !== values[key]);
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
    await tx.update(siteSettings).set({ [column]: mediaId, updatedAt: new Date() }).where(eq(siteSettings.id, SETTINGS_ID));
    return mediaId;
  });
}

/** "Require two-factor for all admins" (false until the settings row says otherwise). */
export async function getRequireTwoFactor(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: siteSettings.requireTwoFactor }).from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID)).limit(1);
  return row?.value ?? false;
}

export async function setRequireTwoFactor(db: Db, value: boolean): Promise<void> {
  const company = await getCompanySettings(db);
  await db
    .insert(siteSettings)
    .values({ id: SETTINGS_ID, ...company, requireTwoFactor: value })
    .onConflictDoUpdate({ target: siteSettings.id, set: { requireTwoFactor: value, updatedAt: sql`now()` } });
}
