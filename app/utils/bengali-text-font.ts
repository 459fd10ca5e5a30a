import bengaliTextFont from "~/fonts/noto-sans-bengali-wght-400-700.woff2?url&no-inline";

/**
 * Preload for every Bengali page's text face (decision 131): no local font matches its widths, so if it
 * arrives after the first paint the swap re-wraps lines and moves the page.
 */
export const bengaliTextPreload = {
  rel: "preload",
  href: bengaliTextFont,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous",
} as const;
