import "~/utils/zod-config";

import { z } from "zod";

import { META_DESCRIPTION_MAX, SEO_TITLE_MAX } from "~/features/blog/blog-post-schema";
import {
  checkSchedule,
  chosenPublishAt,
  PUBLISH_STATUSES,
  STATUS_CHOICE_MESSAGE,
} from "~/features/publishing/publishing";
import { textField } from "~/utils/form-data";
import { translatable, type TranslationValues } from "~/utils/translation-form";

import { parsePageAddress } from "./page-address";

// The page editor's own fields (decision 173), checked alike in the browser and in the action; the blocks are
// checked by the block registry (app/components/blocks/registry.ts).

/** A page title's length, checked by the save and by the live preview (which also shows an untitled page). */
export const pageTitleLength = z.string().trim().max(120, "Title can be at most 120 characters");

const textRules = {
  title: pageTitleLength.min(1, "Title is required"),
  seoTitle: z.string().trim().max(SEO_TITLE_MAX, `SEO title can be at most ${SEO_TITLE_MAX} characters`),
  metaDescription: z
    .string()
    .trim()
    .max(META_DESCRIPTION_MAX, `Meta description can be at most ${META_DESCRIPTION_MAX} characters`),
  socialAlt: z.string().trim().max(200, "Alt text can be at most 200 characters"),
};

/** A page's own texts in each language (decision 080); its blocks carry theirs. */
export const pageTranslation = translatable(textRules, {
  title: "text",
  seoTitle: "text",
  metaDescription: "text",
  socialAlt: "text",
});

export type PageFormValues = TranslationValues & {
  title: string;
  address: string;
  seoTitle: string;
  metaDescription: string;
  socialAlt: string;
  status: string;
  publishAt: string;
};

export function pageFormValues(form: FormData): PageFormValues {
  return {
    title: textField(form, "title"),
    address: textField(form, "address"),
    seoTitle: textField(form, "seoTitle"),
    metaDescription: textField(form, "metaDescription"),
    socialAlt: textField(form, "socialAlt"),
    status: textField(form, "status"),
    publishAt: textField(form, "publishAt"),
    ...pageTranslation.formValues(form),
  };
}

export const pageRequiredKeys = ["title", "address"] as const;

/** The schema at `now` (a scheduled time must be after it); `hasSocial`: the page will have a social image. */
export function pageSchema(now: Date, hasSocial: boolean) {
  return z
    .object({
      ...textRules,
      address: z.string(),
      status: z.enum(PUBLISH_STATUSES, STATUS_CHOICE_MESSAGE),
      publishAt: z.string().trim(),
    })
    .superRefine((values, context) => {
      const address = parsePageAddress(values.address);
      if (!address.ok) context.addIssue({ code: "custom", path: ["address"], message: address.error });
      if (hasSocial && values.socialAlt === "")
        context.addIssue({
          code: "custom",
          path: ["socialAlt"],
          message: "Alt text is required: describe the social image for people who cannot see it",
        });
      checkSchedule(values, now, context, "page");
    })
    .transform((values) => {
      const address = parsePageAddress(values.address);
      return { ...values, address: address.ok ? address.address : "", publishAt: chosenPublishAt(values) };
    });
}

export type PageFields = z.output<ReturnType<typeof pageSchema>>;
