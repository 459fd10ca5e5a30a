import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    // One Chromium per worker for the whole run, which each file connects to (decision 159).
    globalSetup: ["tests/setup/browsers.ts"],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Two files at a time on two cores (decision 158, revised by 210): beside the unit and integration suite
    // the cores are saturated, and at three a loaded machine ran tests out of time.
    maxWorkers: 2,
    // A worker imports Playwright, axe-core and the app modules a file reads once, not once per file (5-6 s
    // a file here). Safe because a browser test file keeps its state in its own server, database and browser
    // contexts, and none mocks a module (decision 155).
    isolate: false,
    // One more try for a failed browser test: a real defect fails twice, a timing fluke under load seldom
    // does. Each fluke found is still fixed at its cause (decision 007).
    retry: 1,
  },
});
