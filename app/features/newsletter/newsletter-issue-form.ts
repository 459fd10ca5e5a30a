import "~/utils/zod-config";

import { z } from "zod";

import { slugify } from "~/features/blog/blog-post-schema";
import { textField } from "~/utils/form-data";
import { translatable, type TranslationValues } from "~/utils/translation-form";

import { RESERVED_ISSUE_SLUGS } from "./newsletter-fields";

// The newsletter issue editor's fields (decision 203), checked with the same rules in the browser and the
// action. The body is checked by cleanRichText in each language, as the blog's is.

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const textRules = {
  subject: z.string().trim().min(1, "Subject is required").max(200, "Subject can be at most 200 characters"),
  body: z.string(),
};

/** The texts an issue has in each language: the subject and the body. */
export const issueTranslation = translatable(textRules, { subject: "text", body: "rich" });

export const ISSUE_AUDIENCES = ["all", "en", "bn"] as const;

export const issueAudienceOptions = [
  { value: "all", label: "All confirmed subscribers" },
  { value: "en", label: "English subscribers only" },
  { value: "bn", label: "Bengali subscribers only" },
];

export type IssueFormValues = TranslationValues & { subject: string; slug: string; audience: string; body: string };

export function issueFormValues(form: FormData): IssueFormValues {
  return {
    subject: textField(form, "subject"),
    slug: textField(form, "slug"),
    audience: textField(form, "audience"),
    body: textField(form, "body"),
    ...issueTranslation.formValues(form),
  };
}

export const issueRequiredKeys = ["subject"] as const;

export const issueSchema = z
  .object({
    subject: textRules.subject,
    slug: z.string().trim().toLowerCase().max(100, "Slug can be at most 100 characters"),
    audience: z.enum(ISSUE_AUDIENCES, "Choose who gets it"),
    body: textRules.body,
  })
  .transform((values, context) => {
    const slug = values.slug || slugify(values.subject);
    if (RESERVED_ISSUE_SLUGS.includes(slug)) {
      context.addIssue({ code: "custom", path: ["slug"], message: `"${slug}" is the address of another page` });
      return z.NEVER;
    }
    if (!SLUG_PATTERN.test(slug)) {
      context.addIssue({
        code: "custom",
        path: ["slug"],
        message: "Use lower-case letters, digits and hyphens",
      });
      return z.NEVER;
    }
    return { ...values, slug };
  });

export const perMinuteSchema = z.object({
  perMinute: z.coerce
    .number("Enter a number")
    .int("Enter a whole number")
    .min(1, "At least 1 a minute")
    .max(10_000, "At most 10,000 a minute"),
});

export const scheduleSchema = z.object({ scheduledAt: z.string().trim().min(1, "Choose a date and time") });

/** What the action answers to a "Send now" without `confirmed` (decision 205): the question to ask. */
export type SendConfirmation = { recipients: number; audience: (typeof ISSUE_AUDIENCES)[number] };

export const ISSUE_STATUS_LABELS = {
  draft: "Draft",
  scheduled: "Scheduled",
  sending: "Sending",
  sent: "Sent",
} as const;
