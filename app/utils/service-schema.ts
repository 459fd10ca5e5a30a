import "./zod-config";
import { z } from "zod";
import { listField, textField } from "./form-data";
import { serviceIconNames } from "./service-icons";
import { tagsSchema } from "./tags-schema";

export const serviceSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(120, "Title can be at most 120 characters"),
  description: z.string().trim().min(1, "Description is required").max(1000, "Description can be at most 1000 characters"),
  icon: z.enum(serviceIconNames, "Choose an icon from the list"),
  features: tagsSchema("feature"),
});

export const serviceRequiredKeys = ["title", "description"] as const;

export type ServiceInput = z.output<typeof serviceSchema>;

export function serviceFormValues(form: FormData) {
  return {
    title: textField(form, "title"),
    description: textField(form, "description"),
    icon: textField(form, "icon"),
    features: listField(form, "features"),
  };
}
