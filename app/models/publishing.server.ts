import { and, desc, eq, lte, notInArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";

import type { Db } from "~/db/client.server";
import { type PublishStatus, REVISIONS_KEPT } from "~/features/publishing/publishing";

import { isUniqueViolation, updateVersioned, type VersionedTable } from "./optimistic-version.server";
import { inTransaction } from "./ordering.server";

// The table side of the one publishing of posts and pages (decision 172): a save at the version the form was
// loaded at, with a revision for each save (the newest REVISIONS_KEPT kept), the revisions' list and restore,
// and the scheduler's claim of due items. Each publishable type passes its tables (`Publishing`); the rules
// (statuses, when an item goes live) are app/features/publishing/publishing.ts.

/** A publishable type's table: an id, a version, a status, a publish time, a title and an address column. */
export type PublishableTable = VersionedTable & {
  status: AnyPgColumn;
  publishAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
  title: AnyPgColumn;
  /** The revision holding a staged change of the live item (decision 178), or null. */
  stagedRevisionId: AnyPgColumn;
};

/** Its revisions' table: the item it belongs to (`owner`), the version a save produced and what was saved. */
export type RevisionTable = PgTable & {
  id: AnyPgColumn;
  version: AnyPgColumn;
  snapshot: AnyPgColumn;
  actorEmail: AnyPgColumn;
  createdAt: AnyPgColumn;
  staged: AnyPgColumn;
};

export type Publishing = {
  table: PublishableTable;
  /** The column an item's public address is made from (a post's slug, a page's address). */
  address: AnyPgColumn;
  revisions: RevisionTable;
  /** The revisions' column naming the item, by its property name ("postId"). */
  owner: string;
  /** What a due item must also meet to go live (a post: not in the trash). */
  scheduleWhere?: SQL;
};

export type SaveResult =
  { ok: true; id: string; version: number } | { ok: false; reason: "slug-taken" | "stale" | "missing" };

/** A staged change's save: as a save, and refused ("not-live") when the item is not published. */
export type StageResult = SaveResult | { ok: false; reason: "not-live" };

export type RevisionSummary = {
  id: number;
  version: number;
  createdAt: Date;
  actorEmail: string | null;
  title: string;
  status: PublishStatus;
  /** Saved as a staged change (decision 178). */
  staged: boolean;
};

export type Revision<Snapshot> = {
  id: number;
  version: number;
  createdAt: Date;
  actorEmail: string | null;
  snapshot: Snapshot;
};

const ownerColumn = (publishing: Publishing) =>
  (publishing.revisions as unknown as Record<string, AnyPgColumn>)[publishing.owner]!;

/** Keeps `snapshot` as the revision of `version`, and lets the oldest beyond REVISIONS_KEPT go. */
export async function recordRevision(
  db: Db,
  publishing: Publishing,
  ownerId: string,
  version: number,
  snapshot: Record<string, unknown>,
  actorEmail: string | null,
  staged = false,
): Promise<number> {
  const { revisions } = publishing;
  const owner = ownerColumn(publishing);
  const [row] = (await db
    .insert(revisions)
    .values({ [publishing.owner]: ownerId, version, snapshot, actorEmail, staged } as never)
    .returning({ id: revisions.id })) as { id: number }[];
  const kept = db
    .select({ id: revisions.id })
    .from(revisions)
    .where(eq(owner, ownerId))
    .orderBy(desc(revisions.id))
    .limit(REVISIONS_KEPT);
  await db.delete(revisions).where(and(eq(owner, ownerId), notInArray(revisions.id, kept)));
  return row!.id;
}

/** What a save does besides the row and its revision: the address check and what follows a change of address. */
export type SaveHooks = {
  /** Another item holds the address this save wants. */
  addressTaken(tx: Db): Promise<boolean>;
  /** After the row is saved, given what it was (an old address to redirect from, a slug redirect to drop). */
  afterSave?(tx: Db, before: { address: string; status: PublishStatus } | null, id: string): Promise<void>;
};

/** A save's own arguments: the columns, the revision's snapshot and who saved it, and the hooks. */
type SaveArgs = [
  values: Record<string, unknown>,
  snapshot: Record<string, unknown>,
  actorEmail: string | null,
  hooks: SaveHooks,
];

/** Runs a save in one transaction; an address another save took at the same moment (a unique violation) refuses it. */
async function inSaveTransaction(db: Db, work: (tx: Db) => Promise<SaveResult>): Promise<SaveResult> {
  try {
    return await inTransaction(db, work);
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "slug-taken" };
    throw error;
  }
}

/** Adds an item with its first revision; a taken address (checked, or caught as a unique violation) refuses. */
export async function createPublishable(
  db: Db,
  publishing: Publishing,
  ...[values, snapshot, actorEmail, hooks]: SaveArgs
): Promise<SaveResult> {
  const { table } = publishing;
  return inSaveTransaction(db, async (tx) => {
    if (await hooks.addressTaken(tx)) return { ok: false, reason: "slug-taken" } as const;
    const [row] = (await tx
      .insert(table)
      .values(values as never)
      .returning({ id: table.id, version: table.version })) as { id: string; version: number }[];
    await hooks.afterSave?.(tx, null, row!.id);
    await recordRevision(tx, publishing, row!.id, row!.version, snapshot, actorEmail);
    return { ok: true, id: row!.id, version: row!.version } as const;
  });
}

/**
 * Saves `values` over item `id` if it is still at `expectedVersion` (else "stale": someone saved since), with
 * a revision; the row is locked while its address is checked and changed.
 */
export async function updatePublishable(
  db: Db,
  publishing: Publishing,
  id: string,
  expectedVersion: number,
  ...[values, snapshot, actorEmail, hooks]: SaveArgs
): Promise<SaveResult> {
  const { table } = publishing;
  return inSaveTransaction(db, async (tx) => {
    const [before] = (await tx
      .select({ address: publishing.address, status: table.status })
      .from(table as PgTable)
      .where(eq(table.id, id))
      .for("update")) as { address: string; status: PublishStatus }[];
    if (!before) return { ok: false, reason: "missing" } as const;
    if (await hooks.addressTaken(tx)) return { ok: false, reason: "slug-taken" } as const;
    // A save is live: it replaces the live version and ends any staged change (decision 178).
    const saved = await updateVersioned(tx, table, id, expectedVersion, {
      ...values,
      stagedRevisionId: null,
      updatedAt: new Date(),
    });
    if (!saved.ok) return { ok: false, reason: saved.reason } as const;
    await hooks.afterSave?.(tx, before, id);
    await recordRevision(tx, publishing, id, saved.version, snapshot, actorEmail);
    return { ok: true, id, version: saved.version } as const;
  });
}

/**
 * Keeps `snapshot` as a staged change of published item `id` (decision 178) if it is still at `expectedVersion`
 * (else "stale", as a save): a revision marked staged, which the item points at. The live columns, its
 * `updatedAt` and its address stay as they are, so visitors, feeds and the sitemap see nothing of it; the version
 * moves on, so a second staff member staging or saving from the version before is refused.
 */
export async function stagePublishable(
  db: Db,
  publishing: Publishing,
  id: string,
  expectedVersion: number,
  snapshot: Record<string, unknown>,
  actorEmail: string | null,
  hooks: Pick<SaveHooks, "addressTaken">,
): Promise<StageResult> {
  const { table } = publishing;
  return inTransaction(db, async (tx) => {
    const [before] = (await tx
      .select({ status: table.status })
      .from(table as PgTable)
      .where(eq(table.id, id))
      .for("update")) as { status: PublishStatus }[];
    if (!before) return { ok: false, reason: "missing" } as const;
    if (before.status !== "published") return { ok: false, reason: "not-live" } as const;
    if (await hooks.addressTaken(tx)) return { ok: false, reason: "slug-taken" } as const;
    const saved = await updateVersioned(tx, table, id, expectedVersion, {});
    if (!saved.ok) return { ok: false, reason: saved.reason } as const;
    const revisionId = await recordRevision(tx, publishing, id, saved.version, snapshot, actorEmail, true);
    await tx
      .update(table)
      .set({ stagedRevisionId: revisionId } as never)
      .where(eq(table.id, id));
    return { ok: true, id, version: saved.version } as const;
  });
}

/** Drops item `id`'s staged change (its revision stays in the list) if it is still at `expectedVersion`. */
export async function discardStaged(
  db: Db,
  publishing: Publishing,
  id: string,
  expectedVersion: number,
): Promise<SaveResult> {
  const saved = await updateVersioned(db, publishing.table, id, expectedVersion, { stagedRevisionId: null });
  return saved.ok ? { ok: true, id, version: saved.version } : { ok: false, reason: saved.reason };
}

/** The staged change of an item (its revision), or null when it has none or it is no longer kept. */
export async function stagedRevision<Snapshot>(
  db: Db,
  publishing: Publishing,
  item: { id: string; stagedRevisionId: number | null },
): Promise<Revision<Snapshot> | null> {
  return item.stagedRevisionId === null ? null : getRevision<Snapshot>(db, publishing, item.id, item.stagedRevisionId);
}

/** An item's revisions, newest first. */
export async function listRevisions(db: Db, publishing: Publishing, ownerId: string): Promise<RevisionSummary[]> {
  const { revisions } = publishing;
  return (await db
    .select({
      id: revisions.id,
      version: revisions.version,
      createdAt: revisions.createdAt,
      actorEmail: revisions.actorEmail,
      title: sql<string>`${revisions.snapshot}->>'title'`,
      status: sql<PublishStatus>`${revisions.snapshot}->>'status'`,
      staged: revisions.staged,
    })
    .from(revisions)
    .where(eq(ownerColumn(publishing), ownerId))
    .orderBy(desc(revisions.id))) as RevisionSummary[];
}

export async function getRevision<Snapshot>(
  db: Db,
  publishing: Publishing,
  ownerId: string,
  revisionId: number,
): Promise<Revision<Snapshot> | null> {
  const { revisions } = publishing;
  const [row] = (await db
    .select({
      id: revisions.id,
      version: revisions.version,
      createdAt: revisions.createdAt,
      actorEmail: revisions.actorEmail,
      snapshot: revisions.snapshot,
    })
    .from(revisions)
    .where(and(eq(ownerColumn(publishing), ownerId), eq(revisions.id, revisionId)))
    .limit(1)) as Revision<Snapshot>[];
  return row ?? null;
}

/**
 * Publishes every scheduled item whose time has come, in one statement: the UPDATE claims each row it
 * changes, so with several instances polling the same database each item is published exactly once
 * (a concurrent UPDATE waits on the row lock, then finds the status already changed and skips it).
 * The version moves on too, so an editor still open on the scheduled item cannot save over it unknowingly.
 */
export async function publishDue(
  db: Db,
  publishing: Publishing,
  now: Date,
): Promise<{ id: string; address: string; title: string }[]> {
  const { table } = publishing;
  const due = and(eq(table.status, "scheduled"), lte(table.publishAt, now), publishing.scheduleWhere);
  return (await db
    .update(table)
    .set({ status: "published", updatedAt: now, version: sql`${table.version} + 1` } as never)
    .where(due)
    .returning({ id: table.id, address: publishing.address, title: table.title })) as {
    id: string;
    address: string;
    title: string;
  }[];
}
