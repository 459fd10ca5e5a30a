import boldDigitsFont from "~/fonts/noto-sans-bengali-digits-bold.woff2?url&no-inline";

/** Preload for pages whose prices (bold, Bengali digits) are above the fold, so they never swap late. */
export const bengaliDigitsPreload = {
  rel: "preload",
  href: boldDigitsFont,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous",
} as const;
