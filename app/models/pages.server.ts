import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { media, pageRevisions, pages } from "~/db/schema";
import { pagePath } from "~/features/pages/page-address";
import { pageTranslation } from "~/features/pages/page-schema";
import type { CheckedBlocks, StoredBlock } from "~/features/pages/stored-block";
import type { PublishStatus } from "~/features/publishing/publishing";
import { type MediaRef, mediaVersion } from "~/utils/media-urls";
import { needsTranslation } from "~/utils/translation-form";
import type { Translations } from "~/utils/translations";

import {
  createPublishable,
  getRevision as getItemRevision,
  listRevisions as listItemRevisions,
  publishDue,
  type Publishing,
  type Revision,
  type RevisionSummary,
  type SaveResult,
  updatePublishable,
} from "./publishing.server";
import { redirectMovedPage } from "./redirects.server";

// Pages from blocks (decision 173): the admin's list and saves through the shared publishing (decision 172), a
// 301 when a published page's address changes, and the public reads.

export type PageRow = typeof pages.$inferSelect;

/** Pages in the shared publishing: their table, address and revisions. */
export const pagePublishing: Publishing = {
  table: pages,
  address: pages.address,
  revisions: pageRevisions,
  owner: "pageId",
};

/** What staff edit, as saved and as a revision keeps it. The blocks are only ever a checked list. */
export type PageInput = {
  address: string;
  title: string;
  seoTitle: string;
  metaDescription: string;
  socialMediaId: string | null;
  socialAlt: string;
  blocks: CheckedBlocks;
  blockMediaIds: string[];
  status: PublishStatus;
  publishAt: Date | null;
  translations: Translations;
};

export type PageSnapshot = Omit<PageInput, "publishAt" | "blocks"> & {
  publishAt: string | null;
  blocks: StoredBlock[];
};

function snapshotOf(input: PageInput): PageSnapshot {
  return { ...input, blocks: [...input.blocks], publishAt: input.publishAt ? input.publishAt.toISOString() : null };
}

export type AdminPageSummary = {
  id: string;
  title: string;
  address: string;
  status: PublishStatus;
  publishAt: Date | null;
  updatedAt: Date;
  needsTranslation: boolean;
};

/** Every page for the admin list, by address. */
export async function listAdminPages(db: Db): Promise<AdminPageSummary[]> {
  const rows = await db
    .select({
      id: pages.id,
      title: pages.title,
      address: pages.address,
      status: pages.status,
      publishAt: pages.publishAt,
      updatedAt: pages.updatedAt,
      seoTitle: pages.seoTitle,
      metaDescription: pages.metaDescription,
      socialAlt: pages.socialAlt,
      translations: pages.translations,
    })
    .from(pages)
    .orderBy(asc(pages.address));
  return rows.map(({ seoTitle: _s, metaDescription: _m, socialAlt: _a, translations: _t, ...row }, index) => ({
    ...row,
    needsTranslation: needsTranslation(rows[index]!, pageTranslation.fields),
  }));
}

export async function getPage(db: Db, id: string): Promise<PageRow | null> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
  return row ?? null;
}

/** The page at `address` (any status), named for staff: a message's "sent from page" (decision 177). */
export async function pageNamedAt(db: Db, address: string): Promise<{ id: string; title: string } | null> {
  const [row] = await db
    .select({ id: pages.id, title: pages.title })
    .from(pages)
    .where(eq(pages.address, address))
    .limit(1);
  return row ?? null;
}

/** Is `address` taken by a page other than `exceptId`? */
export async function isAddressTaken(db: Db, address: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(exceptId ? and(eq(pages.address, address), ne(pages.id, exceptId)) : eq(pages.address, address))
    .limit(1);
  return Boolean(row);
}

export function createPage(db: Db, input: PageInput, actorEmail: string | null): Promise<SaveResult> {
  return createPublishable(db, pagePublishing, { ...input }, snapshotOf(input), actorEmail, {
    addressTaken: (tx) => isAddressTaken(tx, input.address, null),
    // A redirect from the page's own address would hide it: the page takes the address over.
    afterSave: (tx) => redirectMovedPage(tx, null, pagePath(input.address)),
  });
}

/**
 * Saves `input` over page `id` at `expectedVersion` (else "stale"). A published page whose address changes
 * keeps its old address as a 301 to the new one (decision 170's redirects).
 */
export function updatePage(
  db: Db,
  id: string,
  expectedVersion: number,
  input: PageInput,
  actorEmail: string | null,
): Promise<SaveResult> {
  return updatePublishable(db, pagePublishing, id, expectedVersion, { ...input }, snapshotOf(input), actorEmail, {
    addressTaken: (tx) => isAddressTaken(tx, input.address, id),
    afterSave: async (tx, before) => {
      if (!before || before.address === input.address) return;
      const from = before.status === "published" ? pagePath(before.address) : null;
      await redirectMovedPage(tx, from, pagePath(input.address));
    },
  });
}

export async function deletePage(db: Db, id: string): Promise<{ title: string; address: string } | null> {
  const [row] = await db
    .delete(pages)
    .where(eq(pages.id, id))
    .returning({ title: pages.title, address: pages.address });
  return row ?? null;
}

export function listPageRevisions(db: Db, pageId: string): Promise<RevisionSummary[]> {
  return listItemRevisions(db, pagePublishing, pageId);
}

export function getPageRevision(db: Db, pageId: string, revisionId: number): Promise<Revision<PageSnapshot> | null> {
  return getItemRevision<PageSnapshot>(db, pagePublishing, pageId, revisionId);
}

/** Restores a revision's content as a new save on `expectedVersion`; status and publish time stay as they are. */
export async function restorePageRevision(
  db: Db,
  pageId: string,
  revisionId: number,
  expectedVersion: number,
  actorEmail: string | null,
): Promise<SaveResult | { ok: false; reason: "no-revision" }> {
  const [revision, current] = await Promise.all([getPageRevision(db, pageId, revisionId), getPage(db, pageId)]);
  if (!current) return { ok: false, reason: "missing" };
  if (!revision) return { ok: false, reason: "no-revision" };
  const { snapshot } = revision;
  return updatePage(
    db,
    pageId,
    expectedVersion,
    {
      ...snapshot,
      // A revision was checked when it was saved.
      blocks: snapshot.blocks as unknown as CheckedBlocks,
      status: current.status,
      publishAt: current.publishAt,
    },
    actorEmail,
  );
}

/** Publishes every scheduled page whose time has come (the shared claim). */
export function publishDuePages(db: Db, now: Date): Promise<{ id: string; address: string; title: string }[]> {
  return publishDue(db, pagePublishing, now);
}

/** The published page at `address`, or null (a draft or scheduled page is not there for visitors). */
export async function getPublishedPage(db: Db, address: string): Promise<PageRow | null> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.address, address), eq(pages.status, "published")))
    .limit(1);
  return row ?? null;
}

/** Published pages for the sitemap: address and when each last changed. */
export function listPublishedPageAddresses(db: Db): Promise<{ address: string; updatedAt: Date }[]> {
  return db
    .select({ address: pages.address, updatedAt: pages.updatedAt })
    .from(pages)
    .where(eq(pages.status, "published"))
    .orderBy(desc(pages.updatedAt));
}

/** The versioned references of `ids` that are in the library (a block's image may have been deleted since). */
export async function mediaRefs(db: Db, ids: readonly string[]): Promise<Map<string, MediaRef & { alt: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: media.id, sha256: media.sha256, alt: media.alt })
    .from(media)
    .where(inArray(media.id, [...ids]));
  return new Map(rows.map((row) => [row.id, { id: row.id, version: mediaVersion(row.sha256), alt: row.alt }]));
}
