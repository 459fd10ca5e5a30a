import { checkFileBeforeUpload } from "~/features/media/upload-rules";
import type { FieldErrors } from "~/utils/form";
import { validateForm } from "~/utils/form-data";
import { EMPTY_DOC, MAX_BODY_BYTES } from "~/utils/rich-text";
import { withTranslations } from "~/utils/translation-form";

import { blogPostFormValues, blogPostRequiredKeys, blogPostSchema, blogPostTranslation } from "./blog-post-schema";

/**
 * The blog editor's check before sending: the schema in both languages, the cover's size and the body's
 * length. Null when the form may be sent.
 */
export function checkBlogPostForm(
  form: FormData,
  hasCover: boolean,
  hasSocial = false,
): { formError: string; fieldErrors: FieldErrors } | null {
  const cover = form.get("cover");
  const chosen = cover instanceof File && cover.size > 0 ? cover : null;
  const picked = Boolean(form.get("coverMediaId"));
  const social = form.get("social");
  const socialChosen = social instanceof File && social.size > 0 ? social : null;
  const socialPicked = Boolean(form.get("socialMediaId"));
  const schema = withTranslations(
    blogPostSchema(
      new Date(),
      Boolean(chosen) || picked || hasCover,
      Boolean(socialChosen) || socialPicked || hasSocial,
    ),
    blogPostTranslation,
  );
  const result = validateForm(schema, blogPostFormValues(form), { requiredKeys: blogPostRequiredKeys });
  const fieldErrors = result.success ? {} : { ...result.fieldErrors };
  const sizeError = chosen ? checkFileBeforeUpload(chosen, "blog-image") : null;
  if (sizeError) fieldErrors.cover = sizeError;
  const socialSizeError = socialChosen ? checkFileBeforeUpload(socialChosen, "blog-image") : null;
  if (socialSizeError) fieldErrors.social = socialSizeError;
  if (new TextEncoder().encode(String(form.get("body") ?? "")).byteLength > MAX_BODY_BYTES) {
    fieldErrors.body = `The article is too long: the limit is ${MAX_BODY_BYTES / 1024} KB. Split it into two articles.`;
  }
  if (Object.keys(fieldErrors).length === 0) return null;
  return { formError: result.success ? "Please correct the highlighted fields" : result.formError, fieldErrors };
}

/** A new post's form: nothing written yet, a draft. */
export const emptyPost = {
  title: "",
  slug: "",
  category: "",
  author: "",
  excerpt: "",
  metaDescription: "",
  coverAlt: "",
  seoTitle: "",
  socialAlt: "",
  status: "draft",
  publishAt: "",
  body: JSON.stringify(EMPTY_DOC),
};
