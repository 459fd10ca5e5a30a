import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import type { LogoVariant } from "~/utils/logo-schema";
import { insertPreparedUpload, type PreparedUpload } from "~/utils/uploads.server";
import { deleteMedia, inTransaction } from "./ordering.server";

export async function getSiteLogoIds(db: Db): Promise<{ black: string | null; white: string | null }> {
  const [row] = await db
    .select({ black: siteSettings.logoBlackMediaId, white: siteSettings.logoWhiteMediaId })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .limit(1);
  return { black: row?.black ?? null, white: row?.white ?? null };
}

/**
 * Black is the logo for light backgrounds (the header), white for dark ones (the footer).
 * Returns the new media id, or null when the settings row does not exist yet.
 */
export function setSiteLogo(db: Db, variant: LogoVariant, logo: PreparedUpload): Promise<string | null> {
  const column = variant === "black" ? "logoBlackMediaId" : "logoWhiteMediaId";
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
    if (!current) return null;
    const mediaId = await insertPreparedUpload(tx, logo);
    await tx.update(siteSettings).set({ [column]: mediaId, updatedAt: new Date() }).where(eq(siteSettings.id, 1));
    await deleteMedia(tx, [current[column]]);
    return mediaId;
  });
}
