import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { projectRoot } from "../support/server";
import { isRunning } from "../support/templates";

const scratch = mkdtempSync(path.join(os.tmpdir(), "test-servers-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("a test server started by tests/support/server.ts", () => {
  // What a test worker does when a beforeAll times out while the server is starting: the server is returned to
  // nobody, and Vitest ends the worker with SIGTERM. The server must not outlive it.
  it("is killed when the process that started it is ended with SIGTERM", async () => {
    const script = path.join(scratch, "start-and-wait.mts");
    writeFileSync(
      script,
      [
        `import { startServer } from ${JSON.stringify(path.join(projectRoot, "tests/support/server.ts"))};`,
        `const server = await startServer();`,
        `console.log(\`server \${server.process.pid}\`);`,
        `setInterval(() => {}, 60_000);`,
      ].join("\n"),
    );
    const starter = spawn(process.execPath, ["--import", "tsx", script], {
      cwd: projectRoot,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    starter.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const serverPid = await new Promise<number>((resolve, reject) => {
      starter.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const found = /server (\d+)/.exec(output);
        if (found) resolve(Number(found[1]));
      });
      starter.once("exit", () => reject(new Error(`the starter exited first:\n${output}`)));
    });
    expect(isRunning(serverPid)).toBe(true);

    const starterExited = new Promise((resolve) => starter.once("exit", (code, signal) => resolve(signal)));
    starter.kill("SIGTERM");
    expect(await starterExited).toBe("SIGTERM");
    const deadline = Date.now() + 10_000;
    while (isRunning(serverPid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const left = isRunning(serverPid);
    if (left) process.kill(serverPid, "SIGKILL");
    expect(left, "the server outlived the process that started it").toBe(false);
  });
});
