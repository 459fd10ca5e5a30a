import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { normaliseBasePath } from "./app/utils/base-path";

export default defineConfig(({ isSsrBuild }) => ({
  base: normaliseBasePath(process.env.BASE_PATH),
  build: {
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
}));
