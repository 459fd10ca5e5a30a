import { eq } from "drizzle-orm";
import { companyDefaults } from "~/content/company";
import type { Db } from "~/db/client.server";
import { assetUrl, mediaUrl } from "./asset";
import { siteSettings } from "~/db/schema";
import type { PublicSiteSettings } from "./site-settings";

/** The company details every public page shows; the defaults stand in until the row exists. */
export async function getPublicSiteSettings(db: Db): Promise<PublicSiteSettings> {
  let row: typeof siteSettings.$inferSelect | undefined;
  try {
    [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  } catch (error) {
    // While the database is unreachable, public pages (and the contact form's failure message) still render.
    console.error(`site settings unavailable, showing the defaults: ${(error as Error).message}`);
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
    logoBlackUrl: row?.logoBlackMediaId ? mediaUrl(row.logoBlackMediaId) : assetUrl("images/brand/logo-black.svg"),
    logoWhiteUrl: row?.logoWhiteMediaId ? mediaUrl(row.logoWhiteMediaId) : assetUrl("images/brand/logo-white.svg"),
  };
}
