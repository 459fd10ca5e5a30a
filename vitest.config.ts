import { defineConfig } from "vitest/config";

import { iconSprite } from "./scripts/icon-sprite.ts";
import { siteScript } from "./scripts/site-script.ts";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // Components import the icon sprite's URL (decision 122).
  plugins: [iconSprite(), siteScript()],
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "bench/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/lint/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["tests/setup/setup-test-env.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Three files at a time on two cores (decision 158, revised by 210): with the browser suite beside them the
    // cores are saturated, and at four a loaded machine ran tests out of time.
    maxWorkers: 3,
  },
});
