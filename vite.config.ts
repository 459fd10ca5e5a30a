import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { normaliseBasePath } from "./app/utils/base-path.ts";
import { precompressAssets } from "./scripts/precompress-assets.ts";

export default defineConfig(({ isSsrBuild }) => ({
  base: normaliseBasePath(process.env.BASE_PATH),
  build: {
    rollupOptions: isSsrBuild
      ? {
          input: "./server/app.ts",
          // Route actions import the form schemas their components import lazily for the browser; on
          // the server both land in one bundle, as intended, so that warning is noise here.
          checks: { ineffectiveDynamicImport: false },
        }
      : {
          output: {
            // Left to itself the bundler gives every icon and shared component a chunk of its own, so a
            // page's first load was 18–31 requests, most of a few hundred bytes; over HTTP/1.1 (six
            // connections) each round of them costs a round trip before the page can hydrate. The
            // framework and the icon set are each one chunk (14–19 requests). The icon chunk is 7.8 KB
            // gzip with every icon the site uses, up to 4 KB more than a page fetched before; the extra
            // round trips cost more than that on a phone. Route code still splits per page.
            // The framework group comes first so the icon group, which takes its modules' dependencies
            // along, does not pull React into the icons chunk.
            codeSplitting: {
              groups: [
                { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 2 },
                { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
              ],
            },
          },
        },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
}));
