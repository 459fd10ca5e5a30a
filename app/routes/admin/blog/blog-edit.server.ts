import { data } from "react-router";

import type { Db } from "~/db/client.server";
import {
  type BlogPostFormValues,
  blogPostFormValues,
  blogPostRequiredKeys,
  blogPostSchema,
  blogPostTranslation,
} from "~/features/blog/blog-post-schema";
import { canChangePost } from "~/features/blog/post-access";
import { type PreparedUpload, prepareUpload, readUploadForm } from "~/features/media/uploads.server";
import { publishAtOnSave, saveIntentOf } from "~/features/publishing/publishing";
import { can } from "~/features/roles/roles";
import { kickReviewNotices } from "~/jobs/review-notices.server";
import {
  type BlogPostInput,
  type BlogPostRow,
  createPost,
  discardStagedPost,
  existingMediaIds,
  stagePost,
  updatePost,
} from "~/models/blog-posts.server";
import { endReviewOnPublish } from "~/models/blog-review.server";
import { setPostTags } from "~/models/blog-tags.server";
import { insertPreparedUpload } from "~/models/media.server";
import type { SessionUser } from "~/models/sessions.server";
import { requirePermission } from "~/routes/admin/shared/auth.server";
import { readImageField, submittedVersion } from "~/routes/admin/shared/editor-actions.server";
import {
  announceSave,
  discardStagedFromForm,
  refusalReply,
  RefusedSave,
  saveInTransaction,
} from "~/routes/admin/shared/staged-change.server";
import type { FieldErrors } from "~/utils/form";
import { CHECK_FIELDS_MESSAGE, validateForm } from "~/utils/form-data";
import { bodyProblemHeaders } from "~/utils/request-body.server";
import { cleanRichText, readingMinutes } from "~/utils/rich-text";
import { cleanTranslatedRichText, withTranslations } from "~/utils/translation-form";

export type BlogEditReply = {
  formError: string;
  fieldErrors: FieldErrors;
  /** What was typed (null when the body could not be read at all). */
  values: BlogPostFormValues | null;
  reselectFile: boolean;
  /** The tags that were ticked, kept like the rest of what was typed (decision 194). */
  tagIds?: string[];
};

/** A writer opens and saves only their own drafts (canChangePost); a new post (null) is anyone's with "posts". */
export function requirePostAccess(admin: SessionUser, post: BlogPostRow | null): void {
  if (post && !canChangePost(admin, post)) requirePermission(admin, "content");
}

/** The editor's action: discard a staged change (`?discard`, decision 178), or save. */
export function blogEditAction(request: Request, db: Db, admin: SessionUser, existing: BlogPostRow | null) {
  if (!existing || !new URL(request.url).searchParams.has("discard")) return saveBlogPost(request, db, admin, existing);
  const item = { ...existing, entity: "blog_post", editorPath: `/admin/blog/${existing.id}` };
  return discardStagedFromForm(request, admin, item, (version) => discardStagedPost(db, existing.id, version), db);
}

function refuse(reply: BlogEditReply, status = 400) {
  return data(reply, { status, headers: bodyProblemHeaders(status) });
}

/**
 * Reads, checks and saves the blog editor's form for `existing` (null: a new post). Every refusal answers
 * with what was typed and a message next to the field it is about; a save based on an older version is
 * refused (409) with the form kept.
 */
export async function saveBlogPost(
  request: Request,
  db: Db,
  admin: SessionUser,
  existing: BlogPostRow | null,
): Promise<Response | ReturnType<typeof refuse>> {
  const body = await readUploadForm(request, "blog-image");
  if (!body.ok)
    return refuse(
      { formError: body.message, fieldErrors: { cover: body.message }, values: null, reselectFile: true },
      body.status,
    );
  const form = body.form;
  const values = blogPostFormValues(form);
  const tagIds = postTagIds(form);
  const reject = (reply: BlogEditReply, status?: number) => refuse({ ...reply, tagIds }, status);
  const version = existing ? submittedVersion(form) : 1;
  // A published post's change may be kept staged: the live article stays as it is (decision 178).
  const staging = existing?.status === "published" && saveIntentOf(form.get("intent")) === "stage";
  // A file picked from the library (checked here whatever was sent); a new upload wins over a pick. The social
  // image the same way, beside the cover (decision 190).
  const cover = await readImageField(db, form, "cover", "blog-image", existing?.coverMediaId ?? null);
  const { file, picked, kept: keptCover } = cover;
  const social = await readImageField(db, form, "social", "blog-image", existing?.socialMediaId ?? null);
  const { file: socialFile, picked: socialPicked, kept: keptSocial } = social;

  const schema = withTranslations(
    blogPostSchema(
      new Date(),
      Boolean(file || keptCover) || !picked.ok,
      Boolean(socialFile || keptSocial) || !socialPicked.ok,
    ),
    blogPostTranslation,
  );
  const result = validateForm(schema, values, { requiredKeys: blogPostRequiredKeys });
  const cleaned = cleanRichText(values.body || "{}");
  // The Bengali body is cleaned with the English body's allowlist (decision 134).
  const translated = result.success ? cleanTranslatedRichText(result.data.translations, "body") : null;
  const fieldErrors: FieldErrors = result.success ? {} : { ...result.fieldErrors };
  if (!cleaned.ok) fieldErrors.body ??= cleaned.message;
  if (translated && !translated.ok) fieldErrors[translated.name] = translated.message;
  if (!picked.ok) fieldErrors.cover = picked.error;
  if (!socialPicked.ok) fieldErrors.social = socialPicked.error;
  const reselectFile = Boolean(file || socialFile);
  const formErrorOf = () => (result.success ? CHECK_FIELDS_MESSAGE : result.formError);
  if (!result.success || !cleaned.ok || !translated?.ok || !picked.ok || !socialPicked.ok)
    return reject({ formError: formErrorOf(), fieldErrors, values, reselectFile });
  if (result.data.status !== "draft" && !can(admin.role, "content")) {
    const message = "Your role saves drafts: an editor publishes or schedules a post.";
    return reject({ formError: message, fieldErrors: { status: message }, values, reselectFile }, 403);
  }

  const bodyMediaIds = [...new Set([...cleaned.imageMediaIds, ...translated.imageMediaIds])];
  const kept = [keptCover, keptSocial].filter((id): id is string => id !== null);
  const known = await existingMediaIds(db, [...kept, ...bodyMediaIds]);
  for (const [field, id] of [
    ["cover", keptCover],
    ["social", keptSocial],
  ] as const) {
    if (id && !known.has(id)) {
      const message = `The ${field} image no longer exists. Choose another.`;
      return reject({
        formError: CHECK_FIELDS_MESSAGE,
        fieldErrors: { [field]: message },
        values,
        reselectFile: false,
      });
    }
  }
  if (bodyMediaIds.some((id) => !known.has(id))) {
    return reject({
      formError: CHECK_FIELDS_MESSAGE,
      fieldErrors: { body: "An image in the article no longer exists. Remove it and insert it again." },
      values,
      reselectFile,
    });
  }

  const uploads: { cover?: PreparedUpload; social?: PreparedUpload } = {};
  for (const [field, chosen] of [
    ["cover", file],
    ["social", socialFile],
  ] as const) {
    if (!chosen) continue;
    const prepared = await prepareUpload(chosen, "blog-image");
    if (!prepared.ok)
      return reject({
        formError: prepared.error,
        fieldErrors: { [field]: prepared.error },
        values,
        reselectFile: true,
      });
    uploads[field] = prepared.upload;
  }

  const fields = result.data;
  const status = staging ? existing.status : fields.status;
  const publishAt = staging ? existing.publishAt : publishAtOnSave(fields, existing);
  const outcome = await saveInTransaction(db, async (tx) => {
    const coverMediaId = uploads.cover
      ? await insertPreparedUpload(tx, uploads.cover, { name: file!.name, alt: fields.coverAlt })
      : keptCover;
    const socialMediaId = uploads.social
      ? await insertPreparedUpload(tx, uploads.social, { name: socialFile!.name, alt: fields.socialAlt })
      : keptSocial;
    const input: BlogPostInput = {
      title: fields.title,
      slug: fields.slug,
      category: fields.category,
      author: fields.author,
      excerpt: fields.excerpt,
      metaDescription: fields.metaDescription,
      coverMediaId,
      coverAlt: coverMediaId ? fields.coverAlt : "",
      seoTitle: fields.seoTitle,
      socialMediaId,
      socialAlt: socialMediaId ? fields.socialAlt : "",
      body: cleaned.doc,
      bodyMediaIds,
      readingMinutes: readingMinutes(cleaned.doc),
      status,
      publishAt,
      translations: translated.translations,
    };
    const saved = !existing
      ? await createPost(tx, input, admin.email, admin.userId)
      : staging
        ? await stagePost(tx, existing.id, version, input, admin.email)
        : await updatePost(tx, existing.id, version, input, admin.email);
    // A refused save leaves no orphan upload behind.
    if (!saved.ok) throw new RefusedSave(saved.reason);
    await setPostTags(tx, saved.id, tagIds);
    // Published or scheduled by an editor: a review ends, and its writer is owed an email (decision 182).
    if (existing?.reviewState && status !== "draft" && !staging) await endReviewOnPublish(tx, existing.id, admin);
    return saved;
  });

  if (!outcome.ok) {
    const slugTaken = { field: "slug", message: "Another post already uses this slug. Choose a different one." };
    const { status: code, ...refusal } = refusalReply(outcome.reason, slugTaken, "Post not found");
    return reject({ ...refusal, values, reselectFile }, code);
  }
  if (existing?.reviewState && status !== "draft" && !staging) kickReviewNotices();
  const { id } = outcome;
  const item = { noun: "post", entity: "blog_post", id, title: fields.title, editorPath: `/admin/blog/${id}` };
  return announceSave(db, admin, { staging, isNew: !existing, status }, item);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ticked tags' ids (anything else a client sent is dropped; ids naming no tag are dropped on save). */
function postTagIds(form: FormData): string[] {
  const ids = form.getAll("tags").filter((value): value is string => typeof value === "string" && UUID.test(value));
  return [...new Set(ids)].slice(0, 100);
}
