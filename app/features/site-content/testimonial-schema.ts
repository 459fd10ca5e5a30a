import { z } from "zod";

import { textField } from "~/utils/form-data";
import { translatable, withTranslations } from "~/utils/translation-form";
import type { Translations } from "~/utils/translations";

export const testimonialFieldsSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(100, "Name can be at most 100 characters"),
  role: z.string().trim().max(100, "Role can be at most 100 characters"),
  company: z.string().trim().max(100, "Company can be at most 100 characters"),
  content: z
    .string()
    .trim()
    .min(1, "Testimonial text is required")
    .max(1500, "Testimonial text can be at most 1500 characters"),
});

/** `image` says whether the testimonial will have a picture (a new file, or the one it has). */
export const testimonialSchema = testimonialFieldsSchema.extend({
  image: z.literal(true, "Picture is required"),
});

export const testimonialRequiredKeys = ["name", "content", "image"] as const;

/** The texts a testimonial has in each language (decision 080): the person's name and company stay as written. */
export const testimonialTranslation = translatable(testimonialFieldsSchema.shape, { role: "text", content: "text" });

/** The editor's whole form: the English fields and their Bengali texts. */
export const testimonialFormSchema = withTranslations(testimonialSchema, testimonialTranslation);

export type TestimonialInput = z.output<typeof testimonialFieldsSchema> & { translations?: Translations };

export function testimonialFormValues(form: FormData, hasImage: boolean) {
  return {
    name: textField(form, "name"),
    role: textField(form, "role"),
    company: textField(form, "company"),
    content: textField(form, "content"),
    image: hasImage,
    ...testimonialTranslation.formValues(form),
  };
}
