import { asc, eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { hostingPackages } from "~/db/schema";
import { type HostingPackageInput, hostingPackageTranslation } from "~/features/shop/hosting-schema";
import { defaultLocale, type Locale } from "~/utils/locale";
import type { TextLangs } from "~/utils/translations";

import { localized } from "./localized-rows.server";
import { updateVersioned } from "./optimistic-version.server";
import { inTransaction, type MoveDirection, moveRow, nextPosition } from "./ordering.server";

// The hosting packages on /services (decision 092), as staff edit them.

export type HostingPackage = typeof hostingPackages.$inferSelect;

/** The texts a package is translated in (decision 080); the figures are display text, written in the locale's digits. */
export const HOSTING_PACKAGE_TEXT_FIELDS = hostingPackageTranslation.fields satisfies readonly (keyof HostingPackage)[];

export function listHostingPackageRows(db: Db): Promise<HostingPackage[]> {
  return db
    .select()
    .from(hostingPackages)
    .orderBy(asc(hostingPackages.position), asc(hostingPackages.createdAt), asc(hostingPackages.id));
}

export async function getHostingPackage(db: Db, id: string): Promise<HostingPackage | null> {
  const [row] = await db.select().from(hostingPackages).where(eq(hostingPackages.id, id)).limit(1);
  return row ?? null;
}

export function createHostingPackage(db: Db, input: HostingPackageInput): Promise<string> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(hostingPackages)
      .values({ ...input, position: await nextPosition(tx, hostingPackages) })
      .returning({ id: hostingPackages.id });
    return row!.id;
  });
}

/** Saves only while the package is still at `version`, the one the form was loaded at. */
export async function updateHostingPackage(
  db: Db,
  id: string,
  version: number,
  input: HostingPackageInput,
): Promise<{ ok: true } | { ok: false; reason: "stale" | "missing" }> {
  const updated = await updateVersioned(db, hostingPackages, id, version, { ...input, updatedAt: new Date() });
  return updated.ok ? { ok: true } : { ok: false, reason: updated.reason };
}

/** Returns the deleted package's name, or null when there was none. */
export async function deleteHostingPackage(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .delete(hostingPackages)
    .where(eq(hostingPackages.id, id))
    .returning({ name: hostingPackages.name });
  return row?.name ?? null;
}

export function moveHostingPackage(db: Db, id: string, direction: MoveDirection): Promise<boolean> {
  return moveRow(db, hostingPackages, id, direction);
}

// ---- Public read ----

export type PublicHostingPackage = {
  id: string;
  name: string;
  summary: string;
  pricePerYear: number;
  dailyVisitors: string;
  storage: string;
  bandwidth: string;
  features: string[];
  highlighted: boolean;
  langs: TextLangs<(typeof HOSTING_PACKAGE_TEXT_FIELDS)[number]>;
};

/** The hosting packages in the order staff set: one indexed query. */
export async function listHostingPackages(db: Db, locale: Locale = defaultLocale): Promise<PublicHostingPackage[]> {
  const rows = await db
    .select({
      id: hostingPackages.id,
      name: hostingPackages.name,
      summary: hostingPackages.summary,
      pricePerYear: hostingPackages.pricePerYear,
      dailyVisitors: hostingPackages.dailyVisitors,
      storage: hostingPackages.storage,
      bandwidth: hostingPackages.bandwidth,
      features: hostingPackages.features,
      highlighted: hostingPackages.highlighted,
      translations: hostingPackages.translations,
    })
    .from(hostingPackages)
    .orderBy(asc(hostingPackages.position), asc(hostingPackages.createdAt));
  return rows.map((row) => localized(row, locale, HOSTING_PACKAGE_TEXT_FIELDS));
}
