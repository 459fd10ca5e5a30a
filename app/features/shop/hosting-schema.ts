import "~/utils/zod-config";

import { z } from "zod";

import { tagsSchema } from "~/features/site-content/tags-schema";
import { listField, textField } from "~/utils/form-data";
import { translatable, withTranslations } from "~/utils/translation-form";
import type { Translations } from "~/utils/translations";

// The hosting package editor's fields, checked with the same rules in the browser and in the action.
// The price arrives as text so a wrong one is shown back as it was typed.

export const HOSTING_PRICE_MAX = 99_999_999;

const spec = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(40, `${label} can be at most 40 characters`);

export const hostingPackageSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(60, "Name can be at most 60 characters"),
  summary: z.string().trim().max(200, "Summary can be at most 200 characters"),
  pricePerYear: z
    .string()
    .trim()
    .min(1, "Price per year is required")
    .refine((value) => !/^-/.test(value), "Price cannot be below zero")
    .refine((value) => /^-?\d+$/.test(value), "Enter the price in whole taka, without decimals or other characters")
    .transform(Number)
    .refine(
      (value) => value <= HOSTING_PRICE_MAX,
      `Price can be at most ${HOSTING_PRICE_MAX.toLocaleString("en")} taka`,
    ),
  dailyVisitors: spec("Daily visitors"),
  storage: spec("Storage"),
  bandwidth: spec("Bandwidth"),
  features: tagsSchema("feature"),
  highlighted: z.boolean(),
});

export const hostingPackageRequiredKeys = ["name", "pricePerYear", "dailyVisitors", "storage", "bandwidth"] as const;

/** The texts a package has in each language (decision 080), with the English rules; the figures are display text. */
export const hostingPackageTranslation = translatable(hostingPackageSchema.shape, {
  name: "text",
  summary: "text",
  dailyVisitors: "text",
  storage: "text",
  bandwidth: "text",
  features: "list",
});

/** The editor's whole form: the English fields and their Bengali texts. */
export const hostingPackageFormSchema = withTranslations(hostingPackageSchema, hostingPackageTranslation);

export type HostingPackageInput = z.output<typeof hostingPackageSchema> & { translations?: Translations };

export function hostingPackageFormValues(form: FormData) {
  return {
    name: textField(form, "name"),
    summary: textField(form, "summary"),
    pricePerYear: textField(form, "pricePerYear"),
    dailyVisitors: textField(form, "dailyVisitors"),
    storage: textField(form, "storage"),
    bandwidth: textField(form, "bandwidth"),
    features: listField(form, "features"),
    highlighted: textField(form, "highlighted") === "on",
    ...hostingPackageTranslation.formValues(form),
  };
}
