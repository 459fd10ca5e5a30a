import "~/utils/zod-config";

import { z } from "zod";

import { EMAIL_MAX } from "~/utils/form";
import { textField } from "~/utils/form-data";
import { optionalHttpUrl } from "~/utils/http-url";
import { translatable, withTranslations } from "~/utils/translation-form";
import type { Translations } from "~/utils/translations";

// The team editor's fields, checked with the same rules in the browser and in the action (whatever was sent).

export const teamMemberFieldsSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(100, "Name can be at most 100 characters"),
  role: z.string().trim().min(1, "Role is required").max(100, "Role can be at most 100 characters"),
  bio: z.string().trim().min(1, "Bio is required").max(600, "Bio can be at most 600 characters"),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX, `Email can be at most ${EMAIL_MAX} characters`)
    .refine((value) => value === "" || z.email().safeParse(value).success, "Enter a valid email address"),
  linkedinUrl: optionalHttpUrl("LinkedIn", 300),
  twitterUrl: optionalHttpUrl("X (Twitter)", 300),
  visible: z.boolean(),
});

/** `image` says whether the member will have a photo (a new file, or the one they have). */
export const teamMemberSchema = teamMemberFieldsSchema.extend({
  image: z.literal(true, "Photo is required"),
});

export const teamMemberRequiredKeys = ["name", "role", "bio", "image"] as const;

/** The texts a member has in each language (decision 080): the name stays as written. */
export const teamMemberTranslation = translatable(teamMemberFieldsSchema.shape, { role: "text", bio: "text" });

/** The editor's whole form: the English fields and their Bengali texts. */
export const teamMemberFormSchema = withTranslations(teamMemberSchema, teamMemberTranslation);

export type TeamMemberInput = z.output<typeof teamMemberFieldsSchema> & { translations?: Translations };

export function teamMemberFormValues(form: FormData, hasImage: boolean) {
  return {
    name: textField(form, "name"),
    role: textField(form, "role"),
    bio: textField(form, "bio"),
    email: textField(form, "email"),
    linkedinUrl: textField(form, "linkedinUrl"),
    twitterUrl: textField(form, "twitterUrl"),
    visible: textField(form, "visible") === "on",
    image: hasImage,
    ...teamMemberTranslation.formValues(form),
  };
}
