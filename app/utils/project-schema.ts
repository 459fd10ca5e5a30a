import "./zod-config";
import { z } from "zod";
import { listField, textField } from "./form-data";
import { tagsSchema } from "./tags-schema";

/** Only web links: a `javascript:` or `data:` URL in a public "View Case Study" link would be an attack. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export const projectFieldsSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(120, "Title can be at most 120 characters"),
  category: z.string().trim().max(60, "Category can be at most 60 characters"),
  description: z.string().trim().min(1, "Description is required").max(1000, "Description can be at most 1000 characters"),
  technologies: tagsSchema("technology"),
  link: z
    .string()
    .trim()
    .max(500, "Link can be at most 500 characters")
    .refine((value) => value === "" || isHttpUrl(value), "Enter a link starting with http:// or https://"),
  imageAlt: z.string().trim().min(1, "Alt text is required").max(200, "Alt text can be at most 200 characters"),
});

/** `image` says whether the project will have an image (a new file, or the one it has). */
export const projectSchema = projectFieldsSchema.extend({
  image: z.literal(true, "Image is required"),
});

export const projectRequiredKeys = ["title", "description", "image", "imageAlt"] as const;

export type ProjectInput = z.output<typeof projectFieldsSchema>;

export function projectFormValues(form: FormData, hasImage: boolean) {
  return {
    title: textField(form, "title"),
    category: textField(form, "category"),
    description: textField(form, "description"),
    technologies: listField(form, "technologies"),
    link: textField(form, "link"),
    imageAlt: textField(form, "imageAlt"),
    image: hasImage,
  };
}
