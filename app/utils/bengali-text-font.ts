import bengaliLabelFont from "~/fonts/noto-sans-bengali-label.woff2?url&no-inline";
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

/**
 * Preload for the language switcher's "বাংলা" face on English pages (decision 168): 1 KB, here for the first
 * paint, so the word is not first drawn in another face (or as empty boxes) and then re-measured in the header.
 */
export const bengaliLabelPreload = { ...bengaliTextPreload, href: bengaliLabelFont } as const;
