import "./zod-config";
import { z } from "zod";
import { contentIconNames } from "./content-icons";
import { textField } from "./form-data";

// The process step editor's fields, checked with the same rules in the browser and in the action.

export const PROCESS_STEP_LIMITS = { title: 80, description: 500 } as const;

export const processStepSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(PROCESS_STEP_LIMITS.title, `Title can be at most ${PROCESS_STEP_LIMITS.title} characters`),
  description: z
    .string()
    .trim()
    .min(1, "Description is required")
    .max(PROCESS_STEP_LIMITS.description, `Description can be at most ${PROCESS_STEP_LIMITS.description} characters`),
  icon: z.enum(contentIconNames, "Choose an icon from the list"),
});

export const processStepRequiredKeys = ["title", "description"] as const;

export type ProcessStepInput = z.output<typeof processStepSchema>;

export function processStepFormValues(form: FormData) {
  return { title: textField(form, "title"), description: textField(form, "description"), icon: textField(form, "icon") };
}
