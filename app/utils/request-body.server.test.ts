import { describe, expect, it } from "vitest";

import { MAX_FORM_BYTES, readFormBody } from "./request-body.server";

function streamOf(bytes: number, chunk = 4096): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(chunk, bytes - sent);
      sent += size;
      controller.enqueue(new TextEncoder().encode("a".repeat(size)));
    },
  });
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/contact", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    duplex: "half",
  } as RequestInit);

describe("readFormBody", () => {
  it("parses a form within the limit", async () => {
    const result = await readFormBody(post("name=Ada&message=hi%0Athere"));
    expect(result.ok && result.form.get("message")).toBe("hi\nthere");
  });

  it("refuses a declared length over the limit without reading", async () => {
    expect(await readFormBody(post("a=b", { "Content-Length": String(MAX_FORM_BYTES + 1) }))).toMatchObject({
      ok: false,
      status: 413,
    });
  });

  it("counts streamed bytes when no length is declared", async () => {
    expect(await readFormBody(post(streamOf(MAX_FORM_BYTES)))).toMatchObject({ ok: true });
    expect(await readFormBody(post(streamOf(MAX_FORM_BYTES + 1)))).toMatchObject({ ok: false, status: 413 });
  });

  it("answers 400 for a body that cannot be parsed as a form", async () => {
    expect(await readFormBody(post("x", { "Content-Type": "multipart/form-data; boundary=zzz" }))).toMatchObject({
      ok: false,
      status: 400,
    });
  });
});
