import { Writable } from "node:stream";
import { expect, test } from "vitest";
import { createLogger, requestIdFrom } from "./logger.server";

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
