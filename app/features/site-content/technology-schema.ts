import "~/utils/zod-config";

import { z } from "zod";

import { textField } from "~/utils/form-data";

// The technology logo editor's fields, checked with the same rules in the browser and in the action.

export const TECHNOLOGY_NAME_MAX = 60;

export const technologyFieldsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name is required")
    .max(TECHNOLOGY_NAME_MAX, `Name can be at most ${TECHNOLOGY_NAME_MAX} characters`),
  visible: z.boolean(),
});

/** `image` says whether the technology will have a logo (a new file, a library file, or the one it has). */
export const technologySchema = technologyFieldsSchema.extend({
  image: z.literal(true, "Logo is required"),
});

export const technologyRequiredKeys = ["name", "image"] as const;

export type TechnologyInput = z.output<typeof technologyFieldsSchema>;

export function technologyFormValues(form: FormData, hasLogo: boolean) {
  return { name: textField(form, "name"), visible: textField(form, "visible") === "on", image: hasLogo };
}
