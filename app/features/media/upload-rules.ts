/**
 * What each upload field accepts. Shared by the forms (accept attribute, a size check before the
 * round trip) and the server, which decides the type from the file's bytes, never its name.
 */
export type UploadKind = "logo" | "client-logo" | "project-image" | "testimonial-picture" | "library" | "blog-image";

export const MAX_SVG_BYTES = 512 * 1024;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Decoded pixels, against decompression bombs (a tiny file that declares a huge canvas). */
export const MAX_IMAGE_PIXELS = 40_000_000;

type Rule = { accept: string; mimes: readonly string[]; maxBytes: number; typeMessage: string };

const svgRule: Rule = {
  accept: ".svg,image/svg+xml",
  mimes: ["image/svg+xml"],
  maxBytes: MAX_SVG_BYTES,
  typeMessage: "The file must be an SVG image.",
};

export const uploadRules: Record<UploadKind, Rule> = {
  logo: svgRule,
  "client-logo": svgRule,
  "project-image": {
    accept: ".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif",
    mimes: ["image/jpeg", "image/png", "image/gif"],
    maxBytes: MAX_IMAGE_BYTES,
    typeMessage: "The image must be a JPG, PNG or GIF file.",
  },
  "blog-image": {
    accept: ".jpg,.jpeg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp",
    mimes: ["image/jpeg", "image/png", "image/gif", "image/webp"],
    maxBytes: MAX_IMAGE_BYTES,
    typeMessage: "The image must be a JPG, PNG, GIF or WebP file.",
  },
  "testimonial-picture": {
    accept: ".jpg,.jpeg,.png,image/jpeg,image/png",
    mimes: ["image/jpeg", "image/png"],
    maxBytes: MAX_IMAGE_BYTES,
    typeMessage: "The picture must be a JPG or PNG file.",
  },
  /** The Media screen: any image some editor takes (an SVG still at most MAX_SVG_BYTES). */
  library: {
    accept: ".svg,.jpg,.jpeg,.png,.gif,image/svg+xml,image/jpeg,image/png,image/gif",
    mimes: ["image/svg+xml", "image/jpeg", "image/png", "image/gif"],
    maxBytes: MAX_IMAGE_BYTES,
    typeMessage: "The file must be an SVG, JPG, PNG or GIF image.",
  },
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
