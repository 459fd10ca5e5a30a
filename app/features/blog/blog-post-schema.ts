import "~/utils/zod-config";

import { z } from "zod";

import { checkSchedule, chosenPublishAt, STATUS_CHOICE_MESSAGE } from "~/features/publishing/publishing";
import { textField } from "~/utils/form-data";
import { translatable, type TranslationValues, withTranslations } from "~/utils/translation-form";

import { BLOG_POST_STATUSES } from "./blog-post-status";

// The blog editor's fields, checked with the same rules in the browser (before sending) and in the action
// (whatever was sent). The body is checked by cleanRichText (rich-text.ts), the cover upload by the upload rules.

export const META_DESCRIPTION_MAX = 155;
export const SLUG_MAX = 100;
/** Search engines show about 60 characters of a title; the SEO title may run a little past that. */
export const SEO_TITLE_MAX = 70;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Cloud Migration: A Guide!" → "cloud-migration-a-guide": lower-case letters and digits joined by hyphens. */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
}

/** The rules of the texts an article has in each language (the English fields' own). */
const textRules = {
  title: z.string().trim().min(1, "Title is required").max(200, "Title can be at most 200 characters"),
  category: z.string().trim().max(60, "Category can be at most 60 characters"),
  excerpt: z.string().trim().max(400, "Excerpt can be at most 400 characters"),
  metaDescription: z
    .string()
    .trim()
    .max(META_DESCRIPTION_MAX, `Meta description can be at most ${META_DESCRIPTION_MAX} characters`),
  coverAlt: z.string().trim().max(200, "Alt text can be at most 200 characters"),
  seoTitle: z.string().trim().max(SEO_TITLE_MAX, `SEO title can be at most ${SEO_TITLE_MAX} characters`),
  socialAlt: z.string().trim().max(200, "Alt text can be at most 200 characters"),
  // The body is checked by cleanRichText, in each language.
  body: z.string(),
};

/**
 * An article's texts in each language (decision 080); slug, author and status stay single. The category is
 * shown in the page's language, while the admin's list filters by the English one (the row's column).
 */
export const blogPostTranslation = translatable(textRules, {
  title: "text",
  category: "text",
  excerpt: "text",
  metaDescription: "text",
  coverAlt: "text",
  seoTitle: "text",
  socialAlt: "text",
  body: "rich",
});

/** What the editor's form sends, as text (what comes back to the form when a save is refused). */
export type BlogPostFormValues = TranslationValues & {
  title: string;
  slug: string;
  category: string;
  author: string;
  excerpt: string;
  metaDescription: string;
  coverAlt: string;
  seoTitle: string;
  socialAlt: string;
  status: string;
  /** A datetime-local value in the company's time zone. */
  publishAt: string;
  /** The editor's document as JSON text. */
  body: string;
};

export function blogPostFormValues(form: FormData): BlogPostFormValues {
  return {
    title: textField(form, "title"),
    slug: textField(form, "slug"),
    category: textField(form, "category"),
    author: textField(form, "author"),
    excerpt: textField(form, "excerpt"),
    metaDescription: textField(form, "metaDescription"),
    coverAlt: textField(form, "coverAlt"),
    seoTitle: textField(form, "seoTitle"),
    socialAlt: textField(form, "socialAlt"),
    status: textField(form, "status"),
    publishAt: textField(form, "publishAt"),
    body: textField(form, "body"),
    ...blogPostTranslation.formValues(form),
  };
}

/**
 * What the live preview reads (decision 175): the texts the article shows, with the editor's limits but
 * none required and no publishing rules, so a half-written post previews as it is.
 */
export const blogPostPreviewSchema = withTranslations(
  z.object({
    title: z.string().trim().max(200, "Title can be at most 200 characters"),
    category: textRules.category,
    author: z.string().trim().max(80, "Author can be at most 80 characters"),
    excerpt: textRules.excerpt,
    coverAlt: textRules.coverAlt,
    status: z.enum(BLOG_POST_STATUSES).catch("draft"),
    publishAt: z.string().trim(),
    body: textRules.body,
  }),
  blogPostTranslation,
);

export const blogPostRequiredKeys = ["title", "coverAlt", "publishAt"] as const;

/**
 * The schema at `now` (a scheduled time must be after it). `hasCover`: the post will have a cover image
 * (a new file or the one it has), whose alt text is then required; `hasSocial` the same for the social image.
 */
export function blogPostSchema(now: Date, hasCover: boolean, hasSocial = false) {
  return z
    .object({
      title: textRules.title,
      slug: z.string().trim().toLowerCase().max(SLUG_MAX, `Slug can be at most ${SLUG_MAX} characters`),
      category: textRules.category,
      author: z.string().trim().max(80, "Author can be at most 80 characters"),
      excerpt: textRules.excerpt,
      metaDescription: textRules.metaDescription,
      coverAlt: textRules.coverAlt,
      seoTitle: textRules.seoTitle,
      socialAlt: textRules.socialAlt,
      status: z.enum(BLOG_POST_STATUSES, STATUS_CHOICE_MESSAGE),
      publishAt: z.string().trim(),
      body: textRules.body,
    })
    .superRefine((values, context) => {
      if (hasCover && values.coverAlt === "") {
        context.addIssue({
          code: "custom",
          path: ["coverAlt"],
          message: "Alt text is required: describe the cover image for people who cannot see it",
        });
      }
      if (hasSocial && values.socialAlt === "") {
        context.addIssue({
          code: "custom",
          path: ["socialAlt"],
          message: "Alt text is required: describe the social image for people who cannot see it",
        });
      }
      const slug = values.slug || slugify(values.title);
      if (values.title !== "" && !SLUG_PATTERN.test(slug)) {
        context.addIssue({
          code: "custom",
          path: ["slug"],
          message: "Use lower-case letters, digits and hyphens only, e.g. my-first-post",
        });
      }
      checkSchedule(values, now, context, "post");
    })
    .transform((values) => ({
      ...values,
      slug: values.slug || slugify(values.title),
      publishAt: chosenPublishAt(values),
    }));
}

export type BlogPostFields = z.output<ReturnType<typeof blogPostSchema>>;
