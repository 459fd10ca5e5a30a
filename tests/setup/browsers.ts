// The browser suite's global set-up (vitest.e2e.config.ts): one Chromium per worker for the whole run.
// Each test file connects to its worker's (tests/support/browser.ts `launchBrowser`) instead of launching
// its own; its contexts stay its own, closed when the file closes the connection (decision 159).
import type { TestProject } from "vitest/node";

import { launchBrowserServer } from "../support/browser";

export default async function setup(project: TestProject) {
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const servers = await Promise.all(Array.from({ length: workers }, () => launchBrowserServer()));
  project.provide(
    "chromiumEndpoints",
    servers.map((server) => server.wsEndpoint()),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
