import { writeFileSync } from "node:fs";
import path from "node:path";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

import { normaliseBasePath } from "./app/utils/base-path.ts";
import { iconSprite } from "./scripts/icon-sprite.ts";
import { precompressAssets } from "./scripts/precompress-assets.ts";
import { siteScript } from "./scripts/site-script.ts";

/**
 * The server half of the build: React Router names every server entry after its own (index.js, index2.js…),
 * so server.ts is named server.js here; and the build records the BASE_PATH it was made for, which
 * `npm start` (scripts/ensure-build.mjs) compares before serving it.
 */
function serverBuild(): Plugin {
  return {
    name: "server-build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    outputOptions: (options) => ({ ...options, entryFileNames: (chunk) => `${chunk.name}.js` }),
    writeBundle() {
      writeFileSync(path.join(process.env.BUILD_DIR || "build", ".base-path"), process.env.BASE_PATH ?? "");
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  base: normaliseBasePath(process.env.BASE_PATH),
  build: {
    rollupOptions: isSsrBuild
      ? {
          // The site (React Router's build, Express) and the process entry (server.ts): `npm start` and a
          // process manager run plain JavaScript, with no TypeScript loader in the production process.
          input: { index: "./server/app.ts", server: "./server.ts" },
          // Route actions import the form schemas their components import lazily for the browser; on
          // the server both land in one bundle, as intended, so that warning is noise here.
          checks: { ineffectiveDynamicImport: false },
        }
      : {
          output: {
            // Left to itself the bundler gives every shared component a chunk of its own, so a page's first
            // load was 18–31 requests, most of a few hundred bytes; over HTTP/1.1 (six connections) each
            // round of them costs a round trip before the page can hydrate. The framework is one chunk, and
            // the site frame every public page runs (root, error page, toasts, icon, hero, headings, SEO
            // helpers, the words' hooks, locale and date formatting, the visit's lead source) another: 7–11
            // requests a page, and ~1 KB less gzip than the same modules apart.
            // Icons are not code at all: an SVG sprite (scripts/icon-sprite.ts, decision 122).
            codeSplitting: {
              groups: [
                {
                  name: "react",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                  priority: 2,
                },
                {
                  name: "site",
                  test: /[\\/]app[\\/](root\.tsx|entry\.client|components[\\/](error-page|flash-toaster|nonce|icon|page-hero|section-heading|cta-section|organization-json-ld|in-lang)\.tsx|components[\\/](use-page-text|use-site-text|use-locale)\.ts|content[\\/]company|utils[\\/](seo|asset|hydrate-after-paint|lazy-module|base-path|fill-template|locale|locale-format|company-time|lead-source)\.ts)/,
                  priority: 1,
                },
              ],
            },
          },
        },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), iconSprite(), siteScript(), reactRouter(), precompressAssets(), serverBuild()],
}));
