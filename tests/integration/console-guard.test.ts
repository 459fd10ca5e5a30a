import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { expect, it } from "vitest";

import { projectRoot } from "../support/server";

type Report = {
  testResults: { name: string; assertionResults: { title: string; status: string; failureMessages: string[] }[] }[];
};

/** Runs the guard's fixtures (tests/setup/fixtures) in a vitest of their own and reads its JSON report. */
function runFixtures(): Report {
  const dir = mkdtempSync(path.join(os.tmpdir(), "console-guard-"));
  try {
    const outputFile = path.join(dir, "report.json");
    spawnSync(
      path.join(projectRoot, "node_modules/.bin/vitest"),
      ["run", "--config", "tests/setup/fixtures/vitest.config.ts", "--reporter=json", `--outputFile=${outputFile}`],
      { cwd: projectRoot, encoding: "utf8", env: { ...process.env, NODE_ENV: "test" } },
    );
    return JSON.parse(readFileSync(outputFile, "utf8")) as Report;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

it("fails a test on an unexpected console.error/warn or logger.error/warn, and passes one that expects it", () => {
  const results = Object.fromEntries(
    runFixtures().testResults.flatMap((file) =>
      file.assertionResults.map((test) => [
        `${path.basename(file.name)}: ${test.title}`,
        { status: test.status, message: test.failureMessages.join("\n") },
      ]),
    ),
  );
  const statuses = Object.fromEntries(Object.entries(results).map(([title, { status }]) => [title, status]));
  expect(statuses).toEqual({
    "console-guard.fixture.ts: an unexpected console.error fails": "failed",
    "console-guard.fixture.ts: an unexpected console.warn fails even when the code under test catches the throw":
      "failed",
    "console-guard.fixture.ts: an unexpected logger.error fails": "failed",
    "console-guard.fixture.ts: an expected console.error passes when the test says so and asserts it": "passed",
    "console-guard.fixture.ts: an expected logger.error passes when the test says so and asserts it": "passed",
    "console-guard.fixture.ts: the guard is back for the next test": "failed",
    "console-guard.fixture.ts: console.log and console.info are not guarded": "passed",
    "console-guard-hooks.fixture.ts: passes by itself": "failed",
  });
  expect(results["console-guard.fixture.ts: an unexpected console.error fails"]!.message).toContain(
    "console.error was called unexpectedly: boom",
  );
  expect(results["console-guard-hooks.fixture.ts: passes by itself"]!.message).toContain(
    "while loading the file or in a beforeAll hook:\nconsole.warn was called unexpectedly: warned while setting up",
  );
});
