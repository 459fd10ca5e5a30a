import type { StagedChangeInfo } from "~/components/admin/editors/staged-change";
import type { RevisionListItem } from "~/components/admin/revision-list";
import type { Db } from "~/db/client.server";
import {
  DISCARDED_MESSAGE,
  NOT_LIVE_MESSAGE,
  type PublishStatus,
  revisionMarks,
  savedMessage,
  STAGED_MESSAGE,
} from "~/features/publishing/publishing";
import { redirectWithToast } from "~/features/toast/toast.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import { parseVersion, STALE_VERSION_MESSAGE } from "~/models/optimistic-version.server";
import { inTransaction } from "~/models/ordering.server";
import type { RevisionSummary, SaveResult } from "~/models/publishing.server";
import type { SessionUser } from "~/models/sessions.server";
import { companyDateTimeText } from "~/utils/company-time";
import type { FieldErrors } from "~/utils/form";
import { CHECK_FIELDS_MESSAGE } from "~/utils/form-data";
import { requireFormBody } from "~/utils/request-body.server";

// The admin side of publishing editors (decision 178), posts' and pages' alike: the save's transaction, its
// refusals and its report, what the staged change's notice says, the revisions list's marks, and the discard action.

/** A save the model refused, thrown out of the editor's transaction so its uploads are rolled back too. */
export class RefusedSave extends Error {
  constructor(readonly reason: "slug-taken" | "stale" | "missing" | "not-live") {
    super(reason);
  }
}

export type Refusal = { ok: false; reason: RefusedSave["reason"] };

/**
 * Runs an editor's save (its uploads, the model's save and what follows it) in one transaction. `work` throws
 * RefusedSave when the model refuses: everything is rolled back, uploads included, and the refusal returned.
 */
export function saveInTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T | Refusal> {
  return inTransaction(db, work).catch((error: unknown) => {
    if (error instanceof RefusedSave) return { ok: false as const, reason: error.reason };
    throw error;
  });
}

/**
 * What the editor answers to a refused save, with the form kept: an item deleted meanwhile is a 404
 * (`notFound`); a taken address is the address field's message; a stale or no longer live item a 409.
 */
export function refusalReply(
  reason: RefusedSave["reason"],
  address: { field: string; message: string },
  notFound: string,
): { formError: string; fieldErrors: FieldErrors; status: number } {
  if (reason === "missing") throw new Response(notFound, { status: 404 });
  if (reason === "slug-taken")
    return { formError: CHECK_FIELDS_MESSAGE, fieldErrors: { [address.field]: address.message }, status: 400 };
  return { formError: reason === "not-live" ? NOT_LIVE_MESSAGE : STALE_VERSION_MESSAGE, fieldErrors: {}, status: 409 };
}

/** What an editor's save is recorded and announced as: a staged change, a new item or an update. */
export function saveReport(
  save: { staging: boolean; isNew: boolean; status: PublishStatus },
  noun: string,
): { action: string; message: string } {
  return {
    action: save.staging ? "staged" : save.isNew ? "created" : "updated",
    message: save.staging ? STAGED_MESSAGE : savedMessage(save.status, noun),
  };
}

/** After a save: its audit entry (the title and status), then back to the editor with what was done. */
export async function announceSave(
  db: Db,
  admin: SessionUser,
  save: { staging: boolean; isNew: boolean; status: PublishStatus },
  item: { noun: string; entity: string; id: string; title: string; editorPath: string },
): Promise<Response> {
  const { action, message } = saveReport(save, item.noun);
  const details = { title: item.title, status: save.status };
  await recordAudit(db, { actor: auditActor(admin), action, entity: item.entity, entityId: item.id, details });
  return redirectWithToast(item.editorPath, { type: "success", message });
}

/** Who saved a revision, as the lists show it (the demo content and imports have no person). */
export function revisionAuthor(actorEmail: string | null): string {
  return actorEmail ?? "Demo content (no person)";
}

/** When and by whom the change the editor opened on was staged; null when there is none. */
export function stagedChangeInfo(
  staged: { createdAt: Date; actorEmail: string | null } | null,
): StagedChangeInfo | null {
  return staged
    ? {
        when: companyDateTimeText(staged.createdAt),
        isoWhen: staged.createdAt.toISOString(),
        who: revisionAuthor(staged.actorEmail),
      }
    : null;
}

/** The revisions screen's rows: newest first, the live one and the staged change marked. */
export function revisionListItems(
  revisions: readonly RevisionSummary[],
  item: { version: number; status: PublishStatus; stagedRevisionId: number | null },
): RevisionListItem[] {
  const marks = revisionMarks(revisions, item);
  return revisions.map((revision, index) => ({
    id: revision.id,
    version: revision.version,
    title: revision.title,
    when: companyDateTimeText(revision.createdAt),
    isoWhen: revision.createdAt.toISOString(),
    who: revisionAuthor(revision.actorEmail),
    current: revision.version === item.version,
    mark: marks[index] ?? null,
  }));
}

/**
 * Discards item `id`'s staged change from its editor's discard form, at the version the editor was loaded at
 * (a newer save or staging in between refuses it and nothing changes), with an audit entry.
 */
export async function discardStagedFromForm(
  request: Request,
  admin: SessionUser,
  item: { id: string; title: string; entity: string; editorPath: string },
  discard: (version: number) => Promise<SaveResult>,
  db: Parameters<typeof recordAudit>[0],
): Promise<Response> {
  const form = await requireFormBody(request);
  const version = parseVersion(form.get("version"));
  if (version === null) throw new Response("Bad request", { status: 400 });
  const outcome = await discard(version);
  if (!outcome.ok) {
    if (outcome.reason === "missing") throw new Response("Not found", { status: 404 });
    return redirectWithToast(item.editorPath, { type: "error", message: STALE_VERSION_MESSAGE });
  }
  await recordAudit(db, {
    actor: auditActor(admin),
    action: "discarded_staged",
    entity: item.entity,
    entityId: item.id,
    details: { title: item.title },
  });
  return redirectWithToast(item.editorPath, { type: "success", message: DISCARDED_MESSAGE });
}
