import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { normaliseBasePath } from "./app/utils/base-path";

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
      : undefined,
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
}));
