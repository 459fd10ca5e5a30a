import { data } from "react-router";

import type { EditorBlock } from "~/components/admin/pages/block-list-editor";
import { blockFieldName, blockTypeNamed, checkBlocks } from "~/components/blocks/registry";
import type { Db } from "~/db/client.server";
import { chosenFile, type PreparedUpload, prepareUpload, readUploadForm } from "~/features/media/uploads.server";
import { pageFormValues, pageSchema, pageTranslation } from "~/features/pages/page-schema";
import type { CheckedBlocks, StoredBlock } from "~/features/pages/stored-block";
import { publishAtOnSave, publishStatusText, saveIntentOf } from "~/features/publishing/publishing";
import { existingMediaIds } from "~/models/blog-posts.server";
import { insertPreparedUpload } from "~/models/media.server";
import { createPage, type PageInput, type PageRow, stagePage, updatePage } from "~/models/pages.server";
import type { SessionUser } from "~/models/sessions.server";
import { readImageField, submittedVersion } from "~/routes/admin/shared/editor-actions.server";
import { announceSave, refusalReply, RefusedSave, saveInTransaction } from "~/routes/admin/shared/staged-change.server";
import { companyDateTimeText, toCompanyLocalInput } from "~/utils/company-time";
import type { FieldErrors } from "~/utils/form";
import { CHECK_FIELDS_MESSAGE, validateForm } from "~/utils/form-data";
import { translatedLocales } from "~/utils/locale";
import { mediaSrc } from "~/utils/media-urls";
import { bodyProblemHeaders } from "~/utils/request-body.server";
import { withTranslations } from "~/utils/translation-form";

import { blockFormValues, deletedItemErrors } from "./page-block-values.server";

// The page editor's load and save (decision 173): the page's own fields as the blog editor's, its blocks read
// from the form in order and checked by the block registry, images uploaded or picked from the library.

export type PageEditReply = {
  formError: string;
  fieldErrors: FieldErrors;
  values: Record<string, unknown> | null;
  blocks: EditorBlock[] | null;
  reselectFile: boolean;
};

/** What the editor shows of a saved page, its rich texts also as HTML to show until their editors load. */
export async function pageEditorValues(page: PageRow) {
  const values: Record<string, unknown> = {
    title: page.title,
    address: page.address,
    seoTitle: page.seoTitle,
    metaDescription: page.metaDescription,
    socialAlt: page.socialAlt,
    status: page.status,
    publishAt: page.status === "scheduled" && page.publishAt ? toCompanyLocalInput(page.publishAt) : "",
    ...pageTranslation.valuesOf(page.translations, page),
  };
  const imageSrcs: Record<string, string> = {};
  const richNames: string[] = [];
  for (const block of page.blocks) {
    for (const field of blockTypeNamed(block.type)?.fields ?? []) {
      const name = blockFieldName(block.id, field.name);
      const stored = block.data[field.name];
      if (field.kind === "image") {
        values[`${name}Current`] = typeof stored === "string" ? stored : "";
        if (typeof stored === "string" && stored) imageSrcs[name] = mediaSrc(stored, 400);
        continue;
      }
      if (field.kind === "rich") richNames.push(name);
      values[name] = field.kind === "rich" ? JSON.stringify(stored ?? "") : (stored ?? "");
      for (const locale of translatedLocales) {
        const translated = block.translations[locale]?.[field.name];
        if (translated !== undefined)
          values[blockFieldName(block.id, field.name, locale)] =
            field.kind === "rich" ? JSON.stringify(translated) : translated;
      }
    }
  }
  // The renderer loads on first use (decision 121), as on the public pages.
  const { richTextHtmlValues } = await import("~/utils/rich-text-render.server");
  return {
    page: {
      id: page.id,
      version: page.version,
      status: page.status,
      statusText: publishStatusText(page, companyDateTimeText),
      socialSrc: page.socialMediaId ? mediaSrc(page.socialMediaId, 800) : null,
    },
    values: { ...values, ...richTextHtmlValues(values, richNames) },
    blocks: page.blocks.map((block) => ({ id: block.id, type: block.type })),
    imageSrcs,
  };
}

/** A stand-in id for an image uploaded with this save, replaced by the new file's id once it is stored. */
const UPLOADING = "00000000-0000-4000-8000-000000000000";

/** The blocks as the form sent them, in order, with the images picked, kept or (UPLOADING) newly chosen. */
export function readBlocks(form: FormData) {
  const order: EditorBlock[] = [];
  const blocks: StoredBlock[] = [];
  const files: { blockId: string; field: string; file: File }[] = [];
  for (const entry of form.getAll("block").slice(0, 100)) {
    const [id = "", type = ""] = String(entry).split(":");
    order.push({ id, type });
    const data: Record<string, unknown> = {};
    const translations: Record<string, Record<string, unknown>> = {};
    for (const field of blockTypeNamed(type)?.fields ?? []) {
      const name = blockFieldName(id, field.name);
      if (field.kind === "items") {
        data[field.name] = form.getAll(name).slice(0, 100).map(String);
        continue;
      }
      if (field.kind === "image") {
        const file = chosenFile(form.get(name));
        if (file) files.push({ blockId: id, field: field.name, file });
        // A new file wins, then a library pick; "Remove image" drops the one saved.
        const kept = form.get(`${name}Remove`) ? "" : form.get(`${name}Current`);
        data[field.name] = file ? UPLOADING : String(form.get(`${name}MediaId`) || kept || "");
        continue;
      }
      data[field.name] = String(form.get(name) ?? "");
      for (const locale of translatedLocales) {
        const value = form.get(blockFieldName(id, field.name, locale));
        if (typeof value === "string" && value !== "") (translations[locale] ??= {})[field.name] = value;
      }
    }
    blocks.push({ id, type, data, translations });
  }
  return { order, blocks, files };
}

export async function savePage(request: Request, db: Db, admin: SessionUser, existing: PageRow | null) {
  const body = await readUploadForm(request, "blog-image");
  const refuse = (reply: PageEditReply, status = 400) => data(reply, { status, headers: bodyProblemHeaders(status) });
  if (!body.ok)
    return refuse(
      { formError: body.message, fieldErrors: {}, values: null, blocks: null, reselectFile: true },
      body.status,
    );
  const form = body.form;
  const read = readBlocks(form);
  const values = { ...pageFormValues(form), ...blockFormValues(form) };
  const reject = (formError: string, fieldErrors: FieldErrors, status = 400) =>
    refuse({ formError, fieldErrors, values, blocks: read.order, reselectFile: read.files.length > 0 }, status);
  const version = existing ? submittedVersion(form) : 1;
  // A published page's change may be kept staged: the live page stays as it is (decision 178).
  const staging = existing?.status === "published" && saveIntentOf(form.get("intent")) === "stage";

  const social = await readImageField(db, form, "social", "blog-image", existing?.socialMediaId ?? null);
  const { file: socialFile, picked: socialPicked, kept: keptSocial } = social;
  const schema = withTranslations(
    pageSchema(new Date(), Boolean(socialFile || keptSocial) || !socialPicked.ok),
    pageTranslation,
  );
  const result = validateForm(schema, values, { requiredKeys: ["title", "address"] });
  const blocks = checkBlocks(read.blocks);
  const fieldErrors: FieldErrors = {
    ...(result.success ? {} : result.fieldErrors),
    ...(blocks.ok ? {} : blocks.fieldErrors),
  };
  if (!socialPicked.ok) fieldErrors.social = socialPicked.error;
  if (!result.success || !blocks.ok || !socialPicked.ok)
    return reject(blocks.ok || !result.success ? CHECK_FIELDS_MESSAGE : blocks.formError, fieldErrors);

  const deleted = await deletedItemErrors(db, blocks.blocks);
  if (Object.keys(deleted).length > 0) return reject(CHECK_FIELDS_MESSAGE, deleted);

  const wanted = [...blocks.mediaIds.filter((id) => id !== UPLOADING), ...(keptSocial ? [keptSocial] : [])];
  const known = await existingMediaIds(db, wanted);
  if (wanted.some((id) => !known.has(id)))
    return reject(CHECK_FIELDS_MESSAGE, {
      blocks: "An image on this page is no longer in the media library. Choose it again.",
    });

  const uploads: { blockId: string; field: string; upload: PreparedUpload; name: string }[] = [];
  for (const { blockId, field, file } of read.files) {
    const prepared = await prepareUpload(file, "blog-image");
    if (!prepared.ok) return reject(prepared.error, { [blockFieldName(blockId, field)]: prepared.error });
    uploads.push({ blockId, field, upload: prepared.upload, name: file.name });
  }
  let socialUpload: PreparedUpload | null = null;
  if (socialFile) {
    const prepared = await prepareUpload(socialFile, "blog-image");
    if (!prepared.ok) return reject(prepared.error, { social: prepared.error });
    socialUpload = prepared.upload;
  }

  const fields = result.data;
  const outcome = await saveInTransaction(db, async (tx) => {
    const stored = blocks.blocks.map((block) => ({ ...block, data: { ...block.data } }));
    for (const { blockId, field, upload, name } of uploads) {
      const block = stored.find((candidate) => candidate.id === blockId)!;
      const alt = typeof block.data[`${field}Alt`] === "string" ? (block.data[`${field}Alt`] as string) : "";
      block.data[field] = await insertPreparedUpload(tx, upload, { name, alt });
    }
    const socialMediaId = socialUpload
      ? await insertPreparedUpload(tx, socialUpload, { name: socialFile!.name, alt: fields.socialAlt })
      : keptSocial;
    const uploaded = stored.flatMap((block) =>
      uploads.filter((upload) => upload.blockId === block.id).map((upload) => block.data[upload.field] as string),
    );
    const input: PageInput = {
      address: fields.address,
      title: fields.title,
      seoTitle: fields.seoTitle,
      metaDescription: fields.metaDescription,
      socialMediaId,
      socialAlt: socialMediaId ? fields.socialAlt : "",
      // Checked above; only the uploads' stand-in ids were replaced.
      blocks: stored as unknown as CheckedBlocks,
      blockMediaIds: [...new Set([...blocks.mediaIds.filter((id) => id !== UPLOADING), ...uploaded])],
      status: staging ? existing.status : fields.status,
      publishAt: staging ? existing.publishAt : publishAtOnSave(fields, existing),
      translations: fields.translations,
    };
    const saved = !existing
      ? await createPage(tx, input, admin.email)
      : staging
        ? await stagePage(tx, existing.id, version, input, admin.email)
        : await updatePage(tx, existing.id, version, input, admin.email);
    if (!saved.ok) throw new RefusedSave(saved.reason);
    return saved;
  });

  if (!outcome.ok) {
    const addressTaken = {
      field: "address",
      message: "Another page already uses this address. Choose a different one.",
    };
    const refusal = refusalReply(outcome.reason, addressTaken, "Page not found");
    return reject(refusal.formError, refusal.fieldErrors, refusal.status);
  }
  const status = staging ? existing.status : fields.status;
  const { id } = outcome;
  const item = { noun: "page", entity: "page", id, title: fields.title, editorPath: `/admin/pages/${id}` };
  return announceSave(db, admin, { staging, isNew: !existing, status }, item);
}
