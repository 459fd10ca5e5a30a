import { data } from "react-router";

import { RevisionList } from "~/components/admin/revision-list";
import { getDb } from "~/db/client.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import { parseVersion } from "~/models/optimistic-version.server";
import { getPage, getPageRevision, listPageRevisions, restorePageRevision } from "~/models/pages.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { editTarget, notFound } from "~/routes/admin/shared/editor-actions.server";
import { revisionListItems } from "~/routes/admin/shared/staged-change.server";
import { requireFormBody } from "~/utils/request-body.server";

import type { Route } from "./+types/page-revisions";

// A page's revisions, with restore (the shared publishing, decision 172): a restore is a save based on the
// version this screen was loaded at, so a newer save in between refuses it and nothing changes.

const STALE =
  "Someone saved this page after you opened this screen, so the revision was not restored and nothing was changed. The list now shows their save: look at it, then restore again if you still want this revision.";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = getDb();
  const id = editTarget(params.id, "Page") ?? "";
  const page = await getPage(db, id);
  if (!page) throw notFound("Page");
  const revisions = await listPageRevisions(db, id);
  return {
    page: { id: page.id, title: page.title, version: page.version },
    revisions: revisionListItems(revisions, page),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const db = getDb();
  const id = editTarget(params.id, "Page") ?? "";
  const form = await requireFormBody(request);
  const revisionId = Number(form.get("revisionId"));
  const version = parseVersion(form.get("version"));
  if (!Number.isSafeInteger(revisionId) || revisionId < 1 || version === null)
    throw new Response("Bad request", { status: 400 });
  const revision = await getPageRevision(db, id, revisionId);
  const gone = "That revision is no longer kept (a page keeps its newest 50). Choose another one.";
  if (!revision) return data({ error: gone }, { status: 404 });
  const outcome = await restorePageRevision(db, id, revisionId, version, admin.email);
  if (!outcome.ok) {
    if (outcome.reason === "missing") throw notFound("Page");
    if (outcome.reason === "no-revision") return data({ error: gone }, { status: 404 });
    if (outcome.reason === "slug-taken")
      return data(
        {
          error: `That revision's address, /${revision.snapshot.address}, now belongs to another page, so it was not restored.`,
        },
        { status: 409 },
      );
    return data({ error: STALE }, { status: 409 });
  }
  await recordAudit(db, {
    actor: auditActor(admin),
    action: "restored",
    entity: "page",
    entityId: id,
    details: { title: revision.snapshot.title, restoredVersion: revision.version },
  });
  return redirectWithToast(`/admin/pages/${id}`, { type: "success", message: `Version ${revision.version} restored` });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `Revisions: ${loaderData?.page.title ?? "page"} · Admin` },
];

export default function PageRevisions({ loaderData, actionData }: Route.ComponentProps) {
  const { page, revisions } = loaderData;
  return (
    <RevisionList
      editorPath={`/admin/pages/${page.id}`}
      item={page}
      revisions={revisions}
      error={actionData?.error}
      intro="Every save keeps a revision; the newest 50 are kept. Live marks what visitors see; Staged change marks a change not published yet. Restoring one brings back its address, texts, images and blocks as a new save, live at once (a staged change ends). The page stays as published, scheduled or draft as it is now."
    />
  );
}
