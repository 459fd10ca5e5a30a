import bengaliTextFont from "~/fonts/noto-sans-bengali-wght-400-700.woff2?url&no-inline";

/**
 * Preload for every Bengali page's text face (decision 131): it is `font-display: optional`, so it must
 * arrive before the first paint to be used at all.
 */
export const bengaliTextPreload = {
  rel: "preload",
  href: bengaliTextFont,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous",
} as const;
