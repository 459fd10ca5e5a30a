import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import type { CompanySettings } from "./company-settings";
import { getPublicSiteSettings } from "./site-settings.server";

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
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: siteSettings.id, set: { ...values, updatedAt: sql`now()` } });
  return (Object.keys(values) as (keyof CompanySettings)[]).filter((key) => before[key] !== values[key]);
}
