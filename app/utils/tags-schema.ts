import "./zod-config";
import { z } from "zod";
import { cleanTags } from "./form-validation";

export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 60;

/** Feature and technology tags, cleaned the same way wherever they come from. */
export const tagsSchema = (label: string) =>
  z
    .array(z.string())
    .transform(cleanTags)
    .pipe(
      z
        .array(z.string().max(MAX_TAG_LENGTH, `Each ${label} can be at most ${MAX_TAG_LENGTH} characters`))
        .max(MAX_TAGS, `At most ${MAX_TAGS} ${label}s`),
    );
