import "~/utils/zod-config";

import { z } from "zod";

import { slugify } from "~/features/blog/blog-post-schema";
import { listField, textField } from "~/utils/form-data";
import { isHttpUrl } from "~/utils/http-url";
import { translatable, withTranslations } from "~/utils/translation-form";
import type { Translations } from "~/utils/translations";

import { tagsSchema } from "./tags-schema";

export const CASE_STUDY_TEXT_MAX = 4000;
export const PROJECT_SLUG_MAX = 90;
export const GALLERY_MAX = 12;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const caseStudyText = (label: string) =>
  z
    .string()
    .trim()
    .max(CASE_STUDY_TEXT_MAX, `${label} can be at most ${CASE_STUDY_TEXT_MAX} characters`)
    // Windows line ends from a pasted text become plain ones, so paragraphs split the same way everywhere.
    .transform((value) => value.replace(/\r\n?/g, "\n"));

const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(PROJECT_SLUG_MAX, `Address can be at most ${PROJECT_SLUG_MAX} characters`)
  .refine(
    (value) => value === "" || SLUG_PATTERN.test(value),
    "Use lower-case letters, digits and single hyphens only, e.g. port-logistics-app",
  );

export const projectFieldsSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(120, "Title can be at most 120 characters"),
  slug: slugSchema,
  category: z.string().trim().max(60, "Category can be at most 60 characters"),
  description: z
    .string()
    .trim()
    .min(1, "Description is required")
    .max(1000, "Description can be at most 1000 characters"),
  technologies: tagsSchema("technology"),
  link: z
    .string()
    .trim()
    .max(500, "Link can be at most 500 characters")
    .refine((value) => value === "" || isHttpUrl(value), "Enter a link starting with http:// or https://"),
  imageAlt: z.string().trim().min(1, "Alt text is required").max(200, "Alt text can be at most 200 characters"),
  challenge: caseStudyText("The challenge"),
  solution: caseStudyText("The solution"),
  results: caseStudyText("The results"),
  gallery: z
    .array(z.string())
    .transform((ids) => [...new Set(ids.filter((id) => id !== ""))])
    .pipe(
      z
        .array(z.string().regex(UUID_PATTERN, "Choose gallery images from the media library"))
        .max(GALLERY_MAX, `A gallery can have at most ${GALLERY_MAX} images`),
    ),
});

/** `image` says whether the project will have an image (a new file, or the one it has). */
export const projectSchema = projectFieldsSchema.extend({
  image: z.literal(true, "Image is required"),
});

export const projectRequiredKeys = ["title", "description", "image", "imageAlt"] as const;

/** The texts a project and its case study have in each language (decision 080); technologies are names. */
export const projectTranslation = translatable(projectFieldsSchema.shape, {
  title: "text",
  category: "text",
  description: "text",
  challenge: "text",
  solution: "text",
  results: "text",
});

/** The editor's whole form: the English fields and their Bengali texts. */
export const projectFormSchema = withTranslations(projectSchema, projectTranslation);

export type ProjectInput = z.output<typeof projectFieldsSchema> & { translations?: Translations };

/** The case study's address: the one typed, or else one made from the title. */
export function projectSlug(input: Pick<ProjectInput, "slug" | "title">): string {
  return input.slug || slugify(input.title).slice(0, PROJECT_SLUG_MAX).replace(/-+$/, "") || "project";
}

export function projectFormValues(form: FormData, hasImage: boolean) {
  return {
    title: textField(form, "title"),
    slug: textField(form, "slug"),
    category: textField(form, "category"),
    description: textField(form, "description"),
    technologies: listField(form, "technologies"),
    link: textField(form, "link"),
    imageAlt: textField(form, "imageAlt"),
    challenge: textField(form, "challenge"),
    solution: textField(form, "solution"),
    results: textField(form, "results"),
    gallery: listField(form, "gallery"),
    image: hasImage,
    ...projectTranslation.formValues(form),
  };
}
