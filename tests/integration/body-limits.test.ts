import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { loginOverHttp } from "../support/admin-login";
import { chunkedBody, rawPost } from "../support/raw-post";
import { startServer, type TestServer } from "../support/server";

// Every action reads its body through the one size-capped reader: 1 MB is refused with 413 whether the
// length is declared up front or the body arrives in chunks, including on the unauthenticated login.

const MEGABYTE = 1024 * 1024;

describe("form bodies over the limit", () => {
  let server: TestServer;
  let session: string;

  beforeAll(async () => {
    server = await startServer({ admin: true });
    session = await loginOverHttp(server.url);
  });

  afterAll(() => server?.stop());

  const head = (path: string, framing: string, signedIn: boolean) =>
    [
      `POST ${path} HTTP/1.1`,
      `Host: 127.0.0.1:${server.port}`,
      `Origin: ${server.url}`,
      "Content-Type: application/x-www-form-urlencoded",
      ...(signedIn ? [`Cookie: admin_session=${session}`] : []),
      framing,
      "",
      "",
    ].join("\r\n");

  it.each([
    ["/admin/login", false],
    ["/admin/settings/account", true],
    ["/admin/contact-requests", true],
    [`/admin/contact-requests/${randomUUID()}`, true],
  ])("%s answers 413 to 1 MB, declared or chunked", async (path, signedIn) => {
    const big = Buffer.alloc(MEGABYTE, "a");
    const declared = await rawPost(server.port, head(path, `Content-Length: ${big.length}`, signedIn), [big]);
    expect(declared).toMatch(/^HTTP\/1.1 413/);
    const chunked = await rawPost(
      server.port,
      head(path, "Transfer-Encoding: chunked", signedIn),
      chunkedBody(MEGABYTE),
    );
    expect(chunked).toMatch(/^HTTP\/1.1 413/);
  });
});
