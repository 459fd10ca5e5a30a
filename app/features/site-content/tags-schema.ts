import "~/utils/zod-config";

import { z } from "zod";

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

/** Tag lists (features, technologies): trimmed, blanks ignored, duplicates dropped. */
export function cleanTags(values: unknown[]): string[] {
  const tags: string[] = [];
  for (const value of values) {
    if (typeof value !== "string") continue;
    const tag = value.trim().replace(/\s+/g, " ");
    if (tag && !tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  return tags;
}
