/**
 * What each upload field accepts. Shared by the forms (accept attribute, a size check before the
 * round trip) and the server, which decides the type from the file's bytes, never its name.
 */
export type UploadKind = "logo" | "client-logo" | "project-image" | "testimonial-picture" | "library" | "blog-image";

export const MAX_SVG_BYTES = 512 * 1024;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Decoded pixels, against decompression bombs (a tiny file that declares a huge canvas). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** `label`: the types in words, for the field's hint and the refusal, so both always say what `mimes` takes. */
type Rule = { accept: string; mimes: readonly string[]; label: string; maxBytes: number; typeMessage: string };

const svgRule: Rule = {
  accept: ".svg,image/svg+xml",
  mimes: ["image/svg+xml"],
  label: "SVG",
  maxBytes: MAX_SVG_BYTES,
  typeMessage: "The file must be an SVG image.",
};

/**
 * The raster types every photo field takes: each is decoded and re-encoded to WebP with sharp (decision 050),
 * so a WebP or AVIF upload is stored like a JPG. GIFs keep their first frame.
 */
const RASTER: readonly { mime: string; extensions: readonly string[] }[] = [
  { mime: "image/jpeg", extensions: [".jpg", ".jpeg"] },
  { mime: "image/png", extensions: [".png"] },
  { mime: "image/gif", extensions: [".gif"] },
  { mime: "image/webp", extensions: [".webp"] },
  { mime: "image/avif", extensions: [".avif"] },
];

/** "JPG, PNG or GIF" from the types' first extensions. */
function typeWords(types: readonly { extensions: readonly string[] }[]): string {
  const words = types.map((type) =>
    type.extensions[0] === ".webp" ? "WebP" : type.extensions[0]!.slice(1).toUpperCase(),
  );
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
}

/** A photo field's rule: the raster types (less `without`), SVG first when `withSvg`. */
function rasterRule(message: (label: string) => string, options: { withSvg?: boolean; without?: string } = {}): Rule {
  const raster = RASTER.filter((type) => type.mime !== options.without);
  const types = options.withSvg ? [{ mime: "image/svg+xml", extensions: [".svg"] }, ...raster] : raster;
  const label = typeWords(types);
  return {
    accept: [...types.flatMap((type) => type.extensions), ...types.map((type) => type.mime)].join(","),
    mimes: types.map((type) => type.mime),
    label,
    maxBytes: MAX_IMAGE_BYTES,
    typeMessage: message(label),
  };
}

export const uploadRules: Record<UploadKind, Rule> = {
  logo: svgRule,
  "client-logo": svgRule,
  "project-image": rasterRule((label) => `The image must be a ${label} file.`),
  "blog-image": rasterRule((label) => `The image must be a ${label} file.`),
  // A portrait is a still photo: no GIF.
  "testimonial-picture": rasterRule((label) => `The picture must be a ${label} file.`, { without: "image/gif" }),
  /** The Media screen: any image some editor takes (an SVG still at most MAX_SVG_BYTES). */
  library: rasterRule((label) => `The file must be an ${label} image.`, { withSvg: true }),
};

const SVG = "image/svg+xml";
/** Uploaded rasters are stored re-encoded as WebP (decision 050). */
const STORED_RASTER = "image/webp";

/** A logo field takes SVG only: logos stay vector (crisp at any size, tiny); every other field shows photos. */
export function isLogoKind(kind: UploadKind): boolean {
  return uploadRules[kind].mimes.every((mime) => mime === SVG);
}

/**
 * The stored types of the library files a field may use instead of a new upload: logos stay SVG; a photo
 * field takes any raster and, like the seeded artwork, an SVG illustration.
 */
export function libraryMimesFor(kind: UploadKind): readonly string[] {
  return isLogoKind(kind) ? [SVG] : [SVG, STORED_RASTER];
}

/**
 * The rule a replacement file must pass: one every place that shows the file takes (an SVG for a file
 * used as a logo, any library image otherwise).
 */
export function replacementKind(usedAs: readonly UploadKind[]): UploadKind {
  return usedAs.some(isLogoKind) ? "logo" : "library";
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

export function tooLargeMessage(kind: UploadKind): string {
  return `The file is larger than ${formatBytes(uploadRules[kind].maxBytes)}. Choose a smaller file.`;
}

/** The browser-side check; the server repeats it (and much more) whatever the browser sent. */
export function checkFileBeforeUpload(file: File, kind: UploadKind): string | null {
  if (file.size > uploadRules[kind].maxBytes) return tooLargeMessage(kind);
  return null;
}

/**
 * What a route that takes files exports as its `handle`: the server's default 64 KB body cap
 * (server/body-limit.ts) then leaves its body to the action, which reads it with the upload's own cap
 * and message (readUploadForm), so an oversized file gets the form's own answer.
 */
export type UploadRouteHandle = { takesFiles: UploadKind };

export function uploadRouteHandle(kind: UploadKind): UploadRouteHandle {
  return { takesFiles: kind };
}
