import "~/utils/zod-config";

import { z } from "zod";

import { translatable, type TranslationValues, withTranslations } from "~/utils/translation-form";

import { formatBytes, type UploadKind, uploadRules } from "./upload-rules";

/** The Media screen's view state, in the URL: `?q=&page=`, and `for=<upload kind>` when a picker asks. */
export const MEDIA_PAGE_SIZE = 24;
export const MAX_ALT_LENGTH = 300;

/** "1 file", "1,204 files": the count both the Media screen and the picker announce. */
export function fileCount(total: number): string {
  return `${total.toLocaleString("en")} ${total === 1 ? "file" : "files"}`;
}

const pickerKinds = Object.keys(uploadRules) as [UploadKind, ...UploadKind[]];

export const mediaQuerySchema = z.object({
  q: z
    .string()
    .transform((value) => value.replaceAll("\u0000", "").trim().slice(0, 200))
    .catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  for: z.enum(pickerKinds).optional().catch(undefined),
});

export type MediaQuery = z.infer<typeof mediaQuerySchema>;

export function parseMediaQuery(params: URLSearchParams): MediaQuery {
  return mediaQuerySchema.parse({
    q: params.get("q") ?? undefined,
    page: params.get("page") ?? undefined,
    for: params.get("for") ?? undefined,
  });
}

/** The query string for a view, defaults left out. */
export function mediaSearch(view: Partial<MediaQuery>): string {
  const params = new URLSearchParams();
  if (view.q) params.set("q", view.q);
  if (view.for) params.set("for", view.for);
  if (view.page && view.page > 1) params.set("page", String(view.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export const altTextSchema = z
  .string()
  .trim()
  .min(1, "Alt text is required: describe the image for people who cannot see it.")
  .max(MAX_ALT_LENGTH, `Alt text can be at most ${MAX_ALT_LENGTH} characters`);

/** A library file's alt text in each language (decision 080): Bengali pages read the Bengali one. */
export const mediaAltTranslation = translatable({ alt: altTextSchema }, { alt: "text" });

/** A media card's alt form: the English alt text (required) and its Bengali one (empty = not translated). */
export const mediaAltFormSchema = withTranslations(z.object({ alt: altTextSchema }), mediaAltTranslation);

const typeLabels: Record<string, string> = {
  "image/svg+xml": "SVG",
  "image/webp": "WebP",
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/gif": "GIF",
};

/** "WebP · 184 KB · 1200 × 800 px"; an SVG has no pixel size of its own. */
export function describeFile(file: { mime: string; byteSize: number; width: number | null; height: number | null }): {
  type: string;
  size: string;
  dimensions: string;
} {
  const size =
    file.byteSize < 1024 ? `${file.byteSize} bytes` : formatBytes(file.byteSize).replace(/^(\d+\.\d)\d+/, "$1");
  const dimensions =
    file.width && file.height
      ? `${file.width} × ${file.height} px`
      : file.mime === "image/svg+xml"
        ? "Scalable"
        : "Unknown size";
  return { type: typeLabels[file.mime] ?? file.mime, size, dimensions };
}

/** A library file as the Media screen and the media picker show it. */
export type MediaListItem = {
  id: string;
  name: string;
  alt: string;
  type: string;
  size: string;
  dimensions: string;
  thumbSrc: string;
  fileSrc: string;
  usages: { label: string; href: string }[];
  /** The alt text's translations as the card's form shows them ("bn.alt"). */
  translated: TranslationValues;
  needsTranslation: boolean;
};

/** What the Media screen shows next to the form that failed: which form, its message, and what was typed. */
export type MediaFailure = {
  intent: "upload" | "alt" | "replace" | "delete";
  /** The file the form was about; null for an upload. */
  id: string | null;
  formError: string;
  fieldErrors: Record<string, string | undefined>;
  alt: string;
  /** The translated alt texts the form sent ("bn.alt"), shown again with the English one. */
  translated: TranslationValues;
  reselectFile: boolean;
};
