import type { Config } from "@react-router/dev/config";

import { normaliseBasePath } from "./app/utils/base-path";

// The base path is baked into the client bundle (asset URLs, router basename), so it is read at
// build time; `npm start` rebuilds when it differs from the one the build was made with.
export default {
  ssr: true,
  basename: normaliseBasePath(process.env.BASE_PATH),
  // Lets the test suite build a second copy (e.g. under a BASE_PATH) without touching build/.
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
