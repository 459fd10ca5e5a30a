import { arrayOverlaps, inArray, or } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import {
  blogPosts,
  clientLogos,
  products,
  projects,
  siteSettings,
  teamMembers,
  technologies,
  testimonials,
} from "~/db/schema";
import type { UploadKind } from "~/features/media/upload-rules";

/**
 * One place a library file is shown: "project “Mobile Banking App”", with the admin screen that sets it
 * and the kind of file that place takes (a replacement must suit it).
 */
export type MediaUsage = { mediaId: string; label: string; href: string; kind: UploadKind };

/**
 * Where each kind of content refers to library files. A content type that takes images adds ONE entry
 * here (decision 089); the Media screen's "Used by" column and the refusal to delete a file in use read
 * every entry, so a new type cannot be forgotten by one of them. `find` answers for the given ids only.
 */
type UsageSource = { find(db: Db, mediaIds: string[]): Promise<MediaUsage[]> };

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

const clientLogoUsages: UsageSource = {
  async find(db, ids) {
    const rows = await db
      .select({ mediaId: clientLogos.mediaId, name: clientLogos.name })
      .from(clientLogos)
      .where(inArray(clientLogos.mediaId, ids));
    return rows.map((row) => ({
      mediaId: row.mediaId,
      label: `client logo ${quoted(row.name)}`,
      href: "/admin/clients",
      kind: "client-logo",
    }));
  },
};

const projectUsages: UsageSource = {
  async find(db, ids) {
    const rows = await db
      .select({
        id: projects.id,
        mediaId: projects.imageMediaId,
        gallery: projects.galleryMediaIds,
        title: projects.title,
      })
      .from(projects)
      .where(or(inArray(projects.imageMediaId, ids), arrayOverlaps(projects.galleryMediaIds, ids)));
    return rows.flatMap((row) =>
      [...new Set([row.mediaId, ...row.gallery])]
        .filter((mediaId) => ids.includes(mediaId))
        .map((mediaId) => ({
          mediaId,
          label: `project ${quoted(row.title)}`,
          href: `/admin/portfolio/${row.id}`,
          kind: "project-image" as const,
        })),
    );
  },
};

const technologyUsages: UsageSource = {
  async find(db, ids) {
    const rows = await db
      .select({ id: technologies.id, mediaId: technologies.logoMediaId, name: technologies.name })
      .from(technologies)
      .where(inArray(technologies.logoMediaId, ids));
    return rows.map((row) => ({
      mediaId: row.mediaId,
      label: `technology ${quoted(row.name)}`,
      href: `/admin/technologies/${row.id}`,
      kind: "library",
    }));
  },
};

const testimonialUsages: UsageSource = {
  async find(db, ids) {
    const rows = await db
      .select({ id: testimonials.id, mediaId: testimonials.imageMediaId, name: testimonials.name })
      .from(testimonials)
      .where(inArray(testimonials.imageMediaId, ids));
    return rows.map((row) => ({
      mediaId: row.mediaId,
      label: `testimonial by ${quoted(row.name)}`,
      href: `/admin/testimonials/${row.id}`,
      kind: "testimonial-picture",
    }));
  },
};

const teamMemberUsages: UsageSource = {
  async find(db, ids) {
    const rows = await db
      .select({ id: teamMembers.id, mediaId: teamMembers.photoMediaId, name: teamMembers.name })
      .from(teamMembers)
      .where(inArray(teamMembers.photoMediaId, ids));
    return rows.map((row) => ({
      mediaId: row.mediaId,
      label: `team member ${quoted(row.name)}`,
      href: `/admin/team/${row.id}`,
      kind: "testimonial-picture",
    }));
  },
};

const productUsages: UsageSource = {
  async find(db, ids) {
    const rows = await db
      .select({ id: products.id, mediaId: products.imageMediaId, name: products.name })
      .from(products)
      .where(inArray(products.imageMediaId, ids));
    return rows.map((row) => ({
      mediaId: row.mediaId,
      label: `product ${quoted(row.name)}`,
      href: `/admin/products/${row.id}`,
      kind: "project-image",
    }));
  },
};

const blogPostUsages: UsageSource = {
  async find(db, ids) {
    const rows = await db
      .select({ id: blogPosts.id, title: blogPosts.title, cover: blogPosts.coverMediaId, body: blogPosts.bodyMediaIds })
      .from(blogPosts)
      .where(or(inArray(blogPosts.coverMediaId, ids), arrayOverlaps(blogPosts.bodyMediaIds, ids)));
    return rows.flatMap((row) =>
      [...new Set([row.cover, ...row.body])]
        .filter((mediaId): mediaId is string => mediaId !== null && ids.includes(mediaId))
        .map((mediaId) => ({
          mediaId,
          label: `post ${quoted(row.title)}`,
          href: `/admin/blog/${row.id}`,
          kind: "blog-image" as const,
        })),
    );
  },
};

/** Every kind of content that shows library files. Services show icons, not files, so they have no entry. */
export const mediaUsageSources: readonly UsageSource[] = [
  siteLogos,
  clientLogoUsages,
  technologyUsages,
  projectUsages,
  testimonialUsages,
  teamMemberUsages,
  productUsages,
  blogPostUsages,
];

/** The uses of each of `mediaIds`, keyed by id (an id without uses is absent). */
export async function findMediaUsages(db: Db, mediaIds: string[]): Promise<Map<string, MediaUsage[]>> {
  const byId = new Map<string, MediaUsage[]>();
  if (mediaIds.length === 0) return byId;
  // One after another: inside a transaction they share one connection, which takes one query at a time.
  for (const source of mediaUsageSources) {
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
