import { arrayOverlaps, inArray, or } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import type { ContentType } from "~/features/content-types/content-type";
import { contentTypes } from "~/features/content-types/content-types";
import type { UploadKind } from "~/features/media/upload-rules";

import { columnsOf, type ContentSource, contentSourceOf, contentSources } from "./content-sources.server";

/**
 * One place a library file is shown: "project “Mobile Banking App”", with the admin screen that sets it
 * and the kind of file that place takes (a replacement must suit it).
 */
export type MediaUsage = { mediaId: string; label: string; href: string; kind: UploadKind };

/**
 * Where each kind of content refers to library files (decision 089): the site logos, and every content type
 * whose declaration names media columns (decision 154). The Media screen's "Used by" column and the refusal
 * to delete a file in use read them all. `find` answers for the given ids only.
 */
export type UsageSource = { find(db: Db, mediaIds: string[]): Promise<MediaUsage[]> };

const quoted = (text: string) => `“${text}”`;

const siteLogos: UsageSource = {
  async find(db, ids) {
    const [row] = await db
      .select({ black: siteSettings.logoBlackMediaId, white: siteSettings.logoWhiteMediaId })
      .from(siteSettings)
      .where(or(inArray(siteSettings.logoBlackMediaId, ids), inArray(siteSettings.logoWhiteMediaId, ids)));
    const usages: MediaUsage[] = [];
    if (row?.black && ids.includes(row.black))
      usages.push({ mediaId: row.black, label: "the site logo (header)", href: "/admin/logo", kind: "logo" });
    if (row?.white && ids.includes(row.white))
      usages.push({ mediaId: row.white, label: "the site logo (footer)", href: "/admin/logo", kind: "logo" });
    return usages;
  },
};

/**
 * The uses in one declared content type (decision 154): every item whose media columns hold one of the ids,
 * named by its title field and linked to its editor (or its list, where items have no editor of their own).
 */
export function contentTypeUsages(type: ContentType, source: ContentSource): UsageSource {
  const columns = columnsOf(source.table);
  const mediaColumns = type.media ?? [];
  const column = (name: string) => {
    const found = columns[name];
    if (!found) throw new Error(`Content type ${type.name} names a column its table lacks: ${name}`);
    return found;
  };
  return {
    async find(db, ids) {
      const rows = (await db
        .select({
          id: column("id"),
          title: column(type.titleField ?? "id"),
          ...Object.fromEntries(mediaColumns.map((media) => [media.column, column(media.column)])),
        })
        .from(source.table)
        .where(
          or(
            ...mediaColumns.map((media) =>
              media.many ? arrayOverlaps(column(media.column), ids) : inArray(column(media.column), ids),
            ),
          ),
        )) as Record<string, unknown>[];
      return rows.flatMap((row) => {
        const seen = new Set<string>();
        return mediaColumns.flatMap(({ column: name, kind }) => {
          const value = row[name];
          const mediaIds = (Array.isArray(value) ? value : [value]).filter(
            (mediaId): mediaId is string => typeof mediaId === "string" && ids.includes(mediaId) && !seen.has(mediaId),
          );
          return mediaIds.map((mediaId) => {
            seen.add(mediaId);
            return {
              mediaId,
              label: `${type.usageLabel ?? type.noun} ${quoted(String(row.title))}`,
              href: type.itemEditor ? `${type.adminPath}/${String(row.id)}` : type.adminPath,
              kind,
            };
          });
        });
      });
    },
  };
}

/** Every kind of content that shows library files: the site logos, then each declared type that holds media. */
export function mediaUsageSources(
  types: readonly ContentType[] = contentTypes,
  sources: Record<string, ContentSource> = contentSources,
): UsageSource[] {
  return [
    siteLogos,
    ...types
      .filter((type) => (type.media?.length ?? 0) > 0)
      .map((type) => {
        return contentTypeUsages(type, contentSourceOf(type, sources));
      }),
  ];
}

const declaredUsageSources = mediaUsageSources();

/** The uses of each of `mediaIds`, keyed by id (an id without uses is absent). */
export async function findMediaUsages(
  db: Db,
  mediaIds: string[],
  sources: readonly UsageSource[] = declaredUsageSources,
): Promise<Map<string, MediaUsage[]>> {
  const byId = new Map<string, MediaUsage[]>();
  if (mediaIds.length === 0) return byId;
  // One after another: inside a transaction they share one connection, which takes one query at a time.
  for (const source of sources) {
    for (const usage of await source.find(db, mediaIds))
      byId.set(usage.mediaId, [...(byId.get(usage.mediaId) ?? []), usage]);
  }
  return byId;
}

/** "Used by project “X” and the site logo (header)." */
export function describeUsages(usages: MediaUsage[]): string {
  const labels = usages.map((usage) => usage.label);
  const list = labels.length <= 1 ? (labels[0] ?? "") : `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
  return `Used by ${list}.`;
}
