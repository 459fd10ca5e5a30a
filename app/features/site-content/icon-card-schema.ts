import "~/utils/zod-config";

import { z } from "zod";

import { textField } from "~/utils/form-data";

import { contentIconNames } from "./content-icons";

// Process steps, core values and the home page's "why choose us" items are the same card: a title, a
// description and an icon from the content icons, checked with the same rules in the browser and in the
// action. Each subject keeps its own limits.

export type IconCardLimits = { readonly title: number; readonly description: number };

export function iconCardSchema(limits: IconCardLimits) {
  return z.object({
    title: z
      .string()
      .trim()
      .min(1, "Title is required")
      .max(limits.title, `Title can be at most ${limits.title} characters`),
    description: z
      .string()
      .trim()
      .min(1, "Description is required")
      .max(limits.description, `Description can be at most ${limits.description} characters`),
    icon: z.enum(contentIconNames, "Choose an icon from the list"),
  });
}

export const iconCardRequiredKeys = ["title", "description"] as const;

export function iconCardFormValues(form: FormData) {
  return {
    title: textField(form, "title"),
    description: textField(form, "description"),
    icon: textField(form, "icon"),
  };
}
