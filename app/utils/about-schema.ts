import "./zod-config";
import { z } from "zod";
import { contentIconNames } from "./content-icons";
import { textField } from "./form-data";

// The About page's figures (counters) and core values, checked the same way in the browser and in the action.

export const ABOUT_FIGURE_LIMITS = { label: 60, value: 1_000_000_000, suffix: 5 } as const;

export const aboutFigureSchema = z.object({
  label: z.string().trim().min(1, "Label is required").max(ABOUT_FIGURE_LIMITS.label, `Label can be at most ${ABOUT_FIGURE_LIMITS.label} characters`),
  value: z
    .string()
    .trim()
    .min(1, "Number is required")
    .regex(/^\d*$/, "Enter a whole number of 0 or more, digits only")
    .transform(Number)
    .pipe(z.number().max(ABOUT_FIGURE_LIMITS.value, "Enter a number up to 1,000,000,000")),
  suffix: z.string().trim().max(ABOUT_FIGURE_LIMITS.suffix, `Suffix can be at most ${ABOUT_FIGURE_LIMITS.suffix} characters`),
});

export const aboutFigureRequiredKeys = ["label", "value"] as const;

export type AboutFigureInput = z.output<typeof aboutFigureSchema>;

export function aboutFigureFormValues(form: FormData) {
  return { label: textField(form, "label"), value: textField(form, "value"), suffix: textField(form, "suffix") };
}

export const CORE_VALUE_LIMITS = { title: 80, description: 600 } as const;

export const coreValueSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(CORE_VALUE_LIMITS.title, `Title can be at most ${CORE_VALUE_LIMITS.title} characters`),
  description: z
    .string()
    .trim()
    .min(1, "Description is required")
    .max(CORE_VALUE_LIMITS.description, `Description can be at most ${CORE_VALUE_LIMITS.description} characters`),
  icon: z.enum(contentIconNames, "Choose an icon from the list"),
});

export const coreValueRequiredKeys = ["title", "description"] as const;

export type CoreValueInput = z.output<typeof coreValueSchema>;

export function coreValueFormValues(form: FormData) {
  return { title: textField(form, "title"), description: textField(form, "description"), icon: textField(form, "icon") };
}
