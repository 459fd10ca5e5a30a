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
  discardStaged,
  getRevision as getItemRevision,
  listRevisions as listItemRevisions,
  publishDue,
  type Publishing,
  type Revision,
  type RevisionSummary,
  type SaveResult,
  stagedRevision,
  stagePublishable,
  type StageResult,
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

/** A block type's translated field names: the registry's, given by the route (models import no components). */
export type BlockTextFields = (type: string) => readonly string[];

/** A row as the translation status reads it (content-sources' TextRow), with the fields to check in it. */
export type PageTextRow = { row: Record<string, unknown> & { translations: Translations }; fields: string[] };

/**
 * A page's own texts and its blocks' as one row, so a page whose blocks lack a translation needs translation
 * (decision 177): each block's translated field is `b.<id>.<field>`, its translations beside the page's.
 */
export function pageTextRow(
  page: Pick<PageRow, "title" | "seoTitle" | "metaDescription" | "socialAlt" | "translations" | "blocks">,
  blockTextFields: BlockTextFields,
): PageTextRow {
  const row: Record<string, unknown> = {};
  const fields: string[] = [...pageTranslation.fields];
  for (const field of pageTranslation.fields) row[field] = page[field];
  const translations: Record<string, Record<string, unknown>> = {};
  for (const [locale, texts] of Object.entries(page.translations ?? {}))
    translations[locale] = { ...(texts as Record<string, unknown>) };
  for (const block of page.blocks) {
    for (const field of blockTextFields(block.type)) {
      const key = `b.${block.id}.${field}`;
      fields.push(key);
      row[key] = block.data[field];
      for (const [locale, texts] of Object.entries(block.translations))
        if (texts[field] !== undefined) (translations[locale] ??= {})[key] = texts[field];
    }
  }
  return { row: { ...row, translations: translations as Translations }, fields };
}

const pageTextColumns = {
  title: pages.title,
  seoTitle: pages.seoTitle,
  metaDescription: pages.metaDescription,
  socialAlt: pages.socialAlt,
  translations: pages.translations,
  blocks: pages.blocks,
};

/** Every page's texts with its blocks' (the overview's translation status). */
export async function listPageTextRows(db: Db, blockTextFields: BlockTextFields): Promise<PageTextRow[]> {
  const rows = await db.select(pageTextColumns).from(pages);
  return rows.map((row) => pageTextRow(row, blockTextFields));
}

/** Every page for the admin list, by address; with its blocks' texts in "needs translation" when given them. */
export async function listAdminPages(db: Db, blockTextFields: BlockTextFields = () => []): Promise<AdminPageSummary[]> {
  const rows = await db
    .select({
      id: pages.id,
      address: pages.address,
      status: pages.status,
      publishAt: pages.publishAt,
      updatedAt: pages.updatedAt,
      ...pageTextColumns,
    })
    .from(pages)
    .orderBy(asc(pages.address));
  return rows.map(({ id, title, address, status, publishAt, updatedAt }, index) => {
    const texts = pageTextRow(rows[index]!, blockTextFields);
    return {
      id,
      title,
      address,
      status,
      publishAt,
      updatedAt,
      needsTranslation: needsTranslation(texts.row, texts.fields),
    };
  });
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

/**
 * Keeps `input` as a staged change of published page `id` at `expectedVersion` (decision 178): the live page,
 * its address and its cache entry stay as they are until the change is published (a save, updatePage).
 */
export function stagePage(
  db: Db,
  id: string,
  expectedVersion: number,
  input: PageInput,
  actorEmail: string | null,
): Promise<StageResult> {
  return stagePublishable(db, pagePublishing, id, expectedVersion, snapshotOf(input), actorEmail, {
    addressTaken: (tx) => isAddressTaken(tx, input.address, id),
  });
}

export function discardStagedPage(db: Db, id: string, expectedVersion: number): Promise<SaveResult> {
  return discardStaged(db, pagePublishing, id, expectedVersion);
}

/**
 * The page as staff edit and preview it: its staged change over the live row when it has one (status and
 * publish time stay the live ones), with the staged revision's summary; the live row otherwise.
 */
export async function getPageAsEdited(
  db: Db,
  id: string,
): Promise<{ row: PageRow; staged: Revision<PageSnapshot> | null } | null> {
  const page = await getPage(db, id);
  if (!page) return null;
  const staged = await stagedRevision<PageSnapshot>(db, pagePublishing, page);
  if (!staged) return { row: page, staged: null };
  const { publishAt: _publishAt, status: _status, ...snapshot } = staged.snapshot;
  return { row: { ...page, ...snapshot }, staged };
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
/** Every published page's texts (the site search's, decision 177): address, title, translations, blocks. */
export function listPublishedPageTexts(db: Db) {
  return db
    .select({
      address: pages.address,
      title: pages.title,
      translations: pages.translations,
      blocks: pages.blocks,
    })
    .from(pages)
    .where(eq(pages.status, "published"))
    .orderBy(asc(pages.address));
}

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
