// Its own module, not beside the project form's schema: the public case study page splits its texts with
// it, and importing the schema would bring Zod (~25 KB gzip) into that page's first load.

/** A case study text's paragraphs: separated by a blank line; single line breaks stay inside a paragraph. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
