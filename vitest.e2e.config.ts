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
    // Three files at a time on two cores: a browser file mostly waits (page loads, its server, PostgreSQL);
    // at two workers the suite kept the cores about a quarter busy (decision 158).
    maxWorkers: 3,
    // A worker imports Playwright, axe-core and the app modules a file reads once, not once per file (5-6 s
    // a file here). Safe because a browser test file keeps its state in its own server, database and browser
    // contexts, and none mocks a module (decision 155).
    isolate: false,
    // One more try for a failed browser test: a real defect fails twice, a timing fluke under load seldom
    // does. Each fluke found is still fixed at its cause (decision 007).
    retry: 1,
  },
});
