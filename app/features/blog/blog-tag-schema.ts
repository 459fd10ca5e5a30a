import "~/utils/zod-config";

import { z } from "zod";

import { textField } from "~/utils/form-data";
import { translatable, withTranslations } from "~/utils/translation-form";
import type { Translations } from "~/utils/translations";

import { slugify } from "./blog-post-schema";

// The tag editor's fields (decision 194), checked with the same rules in the browser and in the action.

export const TAG_NAME_MAX = 40;

const tagName = z
  .string()
  .trim()
  .min(1, "Name is required")
  .max(TAG_NAME_MAX, `Name can be at most ${TAG_NAME_MAX} characters`);

/** The English name also makes the tag's address, so it needs a letter or digit an address can hold. */
export const blogTagSchema = z.object({
  name: tagName.refine(
    (value) => slugify(value) !== "",
    "Use at least one English letter or digit: the tag's address is made of them.",
  ),
});

export const blogTagRequiredKeys = ["name"] as const;

/** The tag's name in each language (decision 080), with the English rules. */
export const blogTagTranslation = translatable({ name: tagName }, { name: "text" });

/** The editor's whole form: the English name and its Bengali one. */
export const blogTagFormSchema = withTranslations(blogTagSchema, blogTagTranslation);

export type BlogTagInput = z.output<typeof blogTagSchema> & { translations?: Translations };

export function blogTagFormValues(form: FormData) {
  return { name: textField(form, "name"), ...blogTagTranslation.formValues(form) };
}
