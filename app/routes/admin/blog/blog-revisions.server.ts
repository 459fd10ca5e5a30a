import { data } from "react-router";

import type { ArticleViewPost } from "~/components/blog-article";
import type { Db } from "~/db/client.server";
import { slugify } from "~/features/blog/blog-post-schema";
import { redirectWithToast } from "~/features/toast/toast.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import { existingMediaIds, getPost, getRevision, listRevisions, restoreRevision } from "~/models/blog-posts.server";
import { parseVersion } from "~/models/optimistic-version.server";
import type { SessionUser } from "~/models/sessions.server";
import { notFound } from "~/routes/admin/shared/editor-actions.server";
import { revisionAuthor, revisionListItems } from "~/routes/admin/shared/staged-change.server";
import { companyDateTimeText, companyDisplayDate, companyIsoDate } from "~/utils/company-time";
import { mediaSrc } from "~/utils/media-urls";
import { requireFormBody } from "~/utils/request-body.server";

/** What staff see when someone saved the post after they opened the revisions; nothing was changed. */
export const RESTORE_STALE_MESSAGE =
  "Someone saved this post after you opened this page, so the revision was not restored and nothing was changed. The list now shows their save: look at it, then restore again if you still want this revision.";

const REVISION_GONE_MESSAGE = "That revision is no longer kept (a post keeps its newest 50). Choose another one.";

export { revisionAuthor };

/**
 * The post's revisions, newest first, as the Revisions screen lists them (the model keeps the newest 50), the
 * live one and a staged change marked (decision 178).
 */
export async function revisionsScreen(db: Db, postId: string) {
  const post = await getPost(db, postId);
  if (!post) throw notFound("Post");
  const revisions = await listRevisions(db, postId);
  return {
    post: { id: post.id, title: post.title, version: post.version },
    revisions: revisionListItems(revisions, post),
  };
}

/**
 * One revision as the article would show it (the same server rendering as the public page), with what the
 * banner says about it and the post's current version for its restore button.
 */
export async function revisionView(db: Db, postId: string, revisionId: number) {
  const [post, revision] = await Promise.all([getPost(db, postId), getRevision(db, postId, revisionId)]);
  if (!post || !revision) throw notFound("Revision");
  const { snapshot } = revision;
  const shownDate = snapshot.publishAt ? new Date(snapshot.publishAt) : revision.createdAt;
  const { renderRichText } = await import("~/utils/rich-text-render.server");
  const article: ArticleViewPost = {
    title: snapshot.title,
    category: snapshot.category,
    categorySlug: slugify(snapshot.category),
    author: snapshot.author,
    date: companyDisplayDate(shownDate),
    isoDate: companyIsoDate(shownDate),
    readingMinutes: snapshot.readingMinutes,
    imageUrl: snapshot.coverMediaId ? mediaSrc(snapshot.coverMediaId, 800) : null,
    imageAlt: snapshot.coverAlt,
    bodyHtml: renderRichText(snapshot.body),
  };
  return {
    article,
    post: { id: post.id, version: post.version },
    revision: {
      id: revision.id,
      version: revision.version,
      when: companyDateTimeText(revision.createdAt),
      who: revisionAuthor(revision.actorEmail),
      slug: snapshot.slug,
      current: revision.version === post.version,
    },
  };
}

export type RestoreReply = { error: string };

/**
 * Restores the revision the form names, as a save based on the version the person saw: a newer save in
 * between refuses it (409) with a message, and nothing is changed. A restore is recorded in the audit log.
 */
export async function restoreFromForm(request: Request, db: Db, admin: SessionUser, postId: string) {
  const form = await requireFormBody(request);
  const revisionId = Number(form.get("revisionId"));
  const version = parseVersion(form.get("version"));
  if (!Number.isSafeInteger(revisionId) || revisionId < 1 || version === null)
    throw new Response("Bad request", { status: 400 });
  const revision = await getRevision(db, postId, revisionId);
  if (!revision) return data<RestoreReply>({ error: REVISION_GONE_MESSAGE }, { status: 404 });
  // The library may have lost a file this revision shows (a revision is not a use that keeps a file).
  const wanted = [
    ...(revision.snapshot.coverMediaId ? [revision.snapshot.coverMediaId] : []),
    ...(revision.snapshot.bodyMediaIds ?? []),
  ];
  const known = await existingMediaIds(db, wanted);
  if (wanted.some((id) => !known.has(id))) {
    return data<RestoreReply>(
      {
        error:
          "That revision shows an image that has since been deleted from the media library, so it was not restored. Open the editor and choose the images again.",
      },
      { status: 409 },
    );
  }
  const outcome = await restoreRevision(db, postId, revisionId, version, admin.email);
  if (!outcome.ok) {
    if (outcome.reason === "missing") throw notFound("Post");
    if (outcome.reason === "slug-taken") {
      return data<RestoreReply>(
        {
          error: `That revision's address, /blog/${revision.snapshot.slug}, now belongs to another post, so it was not restored. Change that post's slug first.`,
        },
        { status: 409 },
      );
    }
    if (outcome.reason === "no-revision") return data<RestoreReply>({ error: REVISION_GONE_MESSAGE }, { status: 404 });
    return data<RestoreReply>({ error: RESTORE_STALE_MESSAGE }, { status: 409 });
  }
  await recordAudit(db, {
    actor: auditActor(admin),
    action: "restored",
    entity: "blog_post",
    entityId: postId,
    details: { title: revision.snapshot.title, restoredVersion: revision.version },
  });
  return redirectWithToast(`/admin/blog/${postId}`, {
    type: "success",
    message: `Version ${revision.version} restored`,
  });
}
