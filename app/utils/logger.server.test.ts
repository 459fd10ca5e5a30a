import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";

import { expect, test } from "vitest";

import { batchedStdout, createLogger, requestIdFrom } from "./logger.server";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      callback();
    },
  });
  return { lines, logger: createLogger({ destination }) };
}

test("logs are JSON lines with a level label and an ISO time", () => {
  const { lines, logger } = capture();
  logger.info({ path: "/about" }, "request");
  expect(lines[0]).toMatchObject({ level: "info", msg: "request", path: "/about" });
  expect(String(lines[0]!.time)).toMatch(/^\d{4}-\d\d-\d\dT/);
});

test("cookies, authorization headers and passwords are redacted", () => {
  const { lines, logger } = capture();
  logger.info({
    req: { headers: { cookie: "admin_session=secret-token", authorization: "Basic c2VjcmV0" } },
    res: { headers: { "set-cookie": "admin_session=secret-token" } },
    password: "hunter2-hunter2",
    user: { password: "hunter2-hunter2" },
  });
  const text = JSON.stringify(lines[0]);
  expect(text).not.toContain("secret-token");
  expect(text).not.toContain("c2VjcmV0");
  expect(text).not.toContain("hunter2");
  expect(text).toContain("[redacted]");
});

test("a sane incoming X-Request-Id is kept; anything else gets a fresh id", () => {
  expect(requestIdFrom("lb-1234.abc:9")).toBe("lb-1234.abc:9");
  expect(requestIdFrom(["first-id", "second"])).toBe("first-id");
  for (const bad of [undefined, "", "x".repeat(65), "has space", "new\nline", '"quoted"']) {
    const id = requestIdFrom(bad);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  }
});

test("stdout is written once per turn of the event loop, not once per line, and nothing waits past the turn", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "log-"));
  const file = path.join(dir, "out.log");
  const fd = openSync(file, "w");
  try {
    const out = batchedStdout(fd);
    out.write('{"msg":"one"}\n');
    out.write('{"msg":"two"}\n');
    expect(readFileSync(file, "utf8")).toBe("");
    await new Promise((resolve) => setImmediate(resolve));
    expect(readFileSync(file, "utf8")).toBe('{"msg":"one"}\n{"msg":"two"}\n');

    // A burst larger than the batch is written within the turn, not held.
    const line = `{"msg":"${"x".repeat(1000)}"}\n`;
    for (let i = 0; i < 20; i++) out.write(line);
    expect(readFileSync(file, "utf8").length).toBeGreaterThan(8 * 1024);
    await new Promise((resolve) => setImmediate(resolve));
    expect(readFileSync(file, "utf8").split("\n").filter(Boolean)).toHaveLength(22);
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
});
