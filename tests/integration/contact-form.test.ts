import { rmSync } from "node:fs";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { NEWSLETTER_SUCCESS } from "~/features/newsletter/newsletter-fields";
import { CONTACT_SUCCESS } from "~/utils/contact-fields";
import { formsText } from "~/words/forms";

import {
  fetchFormToken,
  fetchFormTokens,
  flashToastOf,
  HUMAN_DELAY_MS,
  postContact,
  postNewsletter,
  readStored,
  sleep,
  validMessage,
} from "../support/contact";
import { createPostgresDatabase, testDrivers } from "../support/databases";
import { chunkedBody, rawPost } from "../support/raw-post";
import { startServer, type TestServer } from "../support/server";
import { startTestSmtp } from "../support/smtp";

const RATE_LIMIT = 12;

describe.each(testDrivers())("contact form over HTTP on %s", (driver) => {
  let server: TestServer;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  /** Each message needs a token of its own (finding 12); all fetched up front so one wait ages them all. */
  let tokens: string[];
  const nextToken = () => {
    const token = tokens.pop();
    if (!token) throw new Error("out of form tokens: fetch more in beforeAll");
    return token;
  };
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  /** Submissions the server answered as stored, by subject. */
  const accepted: string[] = [];

  beforeAll(async () => {
    if (driver === "postgres")
      ({ url: databaseUrl, drop: dropDatabase } = await createPostgresDatabase({ template: "site" }));
    smtp = await startTestSmtp();
    server = await startServer({
      env: {
        DATABASE_URL: databaseUrl,
        CONTACT_RATE_LIMIT: String(RATE_LIMIT),
        SMTP_URL: smtp.url,
        NOTIFY_EMAIL: "staff@example.test",
      },
      keepDataDir: true,
    });
    tokens = await fetchFormTokens(server.url, 60);
    await sleep(HUMAN_DELAY_MS);
  });
  afterAll(async () => {
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
    await dropDatabase?.();
    await smtp?.close();
  });

  async function expectStored(fields: ReturnType<typeof validMessage>) {
    const response = await postContact(server.url, fields, { token: nextToken() });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/contact");
    expect(flashToastOf(response)).toMatchObject({ type: "success", message: CONTACT_SUCCESS });
    accepted.push(fields.subject);
  }

  async function expectRefused(fields: Record<string, string>, field: string, message: RegExp) {
    const response = await postContact(server.url, fields, { token: nextToken() });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(
      new RegExp(`id="contact-${field}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="contact-${field}"`),
    );
    expect(html).toMatch(message);
  }

  it("stores a valid message and redirects with the success toast (no JavaScript)", async () => {
    await expectStored(validMessage({ subject: "plain post" }));
  });

  it("answers a script submission with data, not a redirect", async () => {
    const response = await postContact(server.url, validMessage({ subject: "script post" }), {
      token: nextToken(),
      asScript: true,
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('"sent"');
    accepted.push("script post");
  });

  it("answers the page's script on /contact/send as JSON, with the next form token (decision 163)", async () => {
    const sent = await postContact(server.url, validMessage({ subject: "page script post" }), {
      token: nextToken(),
      path: "/contact/send",
    });
    expect(sent.status).toBe(200);
    const answer = (await sent.json()) as { status: string; formToken?: string };
    expect(answer.status).toBe("sent");
    expect(answer.formToken).toMatch(/\S{10,}/);
    accepted.push("page script post");

    const invalid = await postContact(server.url, validMessage({ subject: "" }), {
      token: nextToken(),
      path: "/bn/contact/send",
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      status: "invalid",
      fieldErrors: { subject: formsText.bn.validation.required(formsText.bn.contact.fieldNames.subject) },
    });
  });

  it("refuses empty and whitespace-only fields, keeping what was typed", async () => {
    await expectRefused({ ...validMessage(), name: "" }, "name", /Name is required/);
    await expectRefused({ ...validMessage(), subject: "  \t " }, "subject", /Subject is required/);
    const response = await postContact(
      server.url,
      { ...validMessage(), message: "\n\n  ", subject: "kept subject" },
      { token: nextToken() },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Message is required");
    expect(html).toContain('value="kept subject"');
    expect(html).toContain('value="Ada Lovelace"');
  });

  it("refuses invalid email addresses", async () => {
    for (const email of ["plainaddress", "a@", "@example.com", "a b@example.com", "ada@example..com"]) {
      await expectRefused({ ...validMessage(), email }, "email", /Enter a valid email address/);
    }
  });

  it("accepts every field at its limit and refuses one past it", async () => {
    const local = "a".repeat(64);
    const domain = `${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`;
    const email254 = `${local}@${domain}`;
    expect(email254).toHaveLength(254);
    const atLimit = {
      name: "n".repeat(100),
      email: email254,
      subject: `limits ${"s".repeat(193)}`,
      message: "m".repeat(5000),
    };
    await expectStored(atLimit);
    await expectRefused({ ...atLimit, name: "n".repeat(101) }, "name", /at most 100 characters/);
    await expectRefused({ ...atLimit, email: `a${email254}` }, "email", /at most 254 characters/);
    await expectRefused({ ...atLimit, subject: "s".repeat(201) }, "subject", /at most 200 characters/);
    await expectRefused({ ...atLimit, message: "m".repeat(5001) }, "message", /at most 5,000 characters/);
  });

  it("refuses NUL bytes and other control characters in every field", async () => {
    for (const field of ["name", "subject", "message"] as const) {
      await expectRefused({ ...validMessage(), [field]: "bad\u0000value" }, field, /characters that are not allowed/);
    }
    await expectRefused({ ...validMessage(), email: "ada\u0000@example.com" }, "email", /not allowed|valid email/);
    await expectRefused(
      { ...validMessage(), message: "escape \u001b[31m" },
      "message",
      /characters that are not allowed/,
    );
  });

  it("stores HTML and script as text and escapes it when the form is shown again", async () => {
    const hostile = "<script>alert(1)</script><img src=x onerror=alert(2)>";
    await expectStored({
      name: `Eve ${hostile}`,
      email: "eve@example.com",
      subject: `html ${hostile}`,
      message: `Body ${hostile}\r\nline two`,
    });
    const response = await postContact(
      server.url,
      { name: hostile, email: "not-an-email", subject: hostile, message: hostile },
      { token: nextToken() },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("refuses a body over 64 KB with 413 before parsing, declared or chunked", async () => {
    const big = Buffer.alloc(1024 * 1024, "a");
    const declared = await rawPost(
      server.port,
      `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.url}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${big.length}\r\n\r\n`,
      [big],
    );
    expect(declared).toMatch(/^HTTP\/1.1 413/);
    const chunked = await rawPost(
      server.port,
      `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.url}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`,
      chunkedBody(big.length),
    );
    expect(chunked).toMatch(/^HTTP\/1.1 413/);
    expect(chunked).toContain("too large");
    const newsletter = await fetch(`${server.url}/newsletter`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: `email=${"a".repeat(70 * 1024)}`,
    });
    expect(newsletter.status).toBe(413);
  });

  it("refuses a POST from another site with 403", async () => {
    const response = await postContact(server.url, validMessage({ subject: "cross-site" }), {
      token: nextToken(),
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
  });

  it("stores honeypot, missing-token and too-fast submissions as spam while showing the normal success", async () => {
    for (const [subject, options] of [
      ["spam honeypot", { token: nextToken(), honeypot: "http://spam.example" }],
      ["spam no token", {}],
      ["spam forged token", { token: `${Date.now() - 60_000}.${"A".repeat(43)}` }],
    ] as const) {
      const response = await postContact(server.url, validMessage({ subject }), options);
      expect(response.status).toBe(302);
      expect(flashToastOf(response)?.message).toBe(CONTACT_SUCCESS);
    }
    const fresh = await fetchFormToken(server.url);
    const fast = await postContact(server.url, validMessage({ subject: "spam too fast" }), {
      token: fresh,
      asScript: true,
    });
    expect(fast.status).toBe(200);
  });

  it("subscribes to the newsletter once per address, in any letter case, with and without JavaScript", async () => {
    const first = await postNewsletter(server.url, "Reader@Example.com", { source: "blog" });
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/blog");
    expect(flashToastOf(first)).toMatchObject({ type: "success", message: NEWSLETTER_SUCCESS });
    const again = await postNewsletter(server.url, "reader@example.COM", { source: "shop", asScript: true });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(NEWSLETTER_SUCCESS);
    const invalid = await postNewsletter(server.url, "nope", { asScript: true });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain("Enter a valid email address");
    const trapped = await postNewsletter(server.url, "bot@example.com", { honeypot: "x" });
    expect(flashToastOf(trapped)?.message).toBe(NEWSLETTER_SUCCESS);
    const get = await fetch(`${server.url}/newsletter`, {
      redirect: "manual",
      headers: { Referer: `${server.url}/shop` },
    });
    expect(get.status).toBe(302);
    expect(get.headers.get("location")).toBe("/shop");
  });

  it("answers on /bn/contact in Bengali, keeps what was typed, and stores the message as Bengali whatever a field claims", async () => {
    const bn = formsText.bn;
    const empty = await postContact(
      server.url,
      { ...validMessage(), name: " ", subject: "ওয়েবসাইট তৈরি" },
      { token: nextToken(), path: "/bn/contact" },
    );
    expect(empty.status).toBe(400);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain(bn.validation.required(bn.contact.fieldNames.name));
    expect(emptyHtml).toContain('value="ওয়েবসাইট তৈরি"');
    expect(emptyHtml).toContain(`>${bn.contact.send}<`);
    const badEmail = await postContact(server.url, validMessage({ email: "rakib@" }), {
      token: nextToken(),
      path: "/bn/contact",
    });
    expect(await badEmail.text()).toContain(bn.validation.email);

    const sent = await postContact(
      server.url,
      validMessage({ name: "রাকিব হাসান", subject: "bengali ওয়েবসাইট তৈরি" }),
      {
        token: nextToken(),
        path: "/bn/contact",
        extra: { locale: "en" },
      },
    );
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe("/bn/contact");
    expect(flashToastOf(sent)).toMatchObject({ type: "success", message: bn.contact.success });
    accepted.push("bengali ওয়েবসাইট তৈরি");
    const claimed = await postContact(server.url, validMessage({ subject: "claimed bn" }), {
      token: nextToken(),
      extra: { locale: "bn" },
    });
    expect(claimed.headers.get("location")).toBe("/contact");
    expect(flashToastOf(claimed)?.message).toBe(CONTACT_SUCCESS);
    accepted.push("claimed bn");
  });

  it("answers the newsletter form of a Bengali page in Bengali, and any other claimed language in English", async () => {
    const bn = formsText.bn;
    const invalid = await postNewsletter(server.url, "nope", { asScript: true, locale: "bn" });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain(bn.validation.email);
    const plain = await postNewsletter(server.url, "bengali.reader@example.com", { source: "blog", locale: "bn" });
    expect(plain.headers.get("location")).toBe("/bn/blog");
    expect(flashToastOf(plain)).toMatchObject({ type: "success", message: bn.newsletter.success });
    const unknown = await postNewsletter(server.url, "x@", { asScript: true, locale: "xx" });
    expect(await unknown.text()).toContain("Enter a valid email address");
  });

  it("answers 429 with a clear message and the form kept once an address sends too many", async () => {
    let response: Response | undefined;
    for (let i = 0; i < RATE_LIMIT + 2; i++) {
      response = await postContact(server.url, validMessage({ subject: "flood" }), { token: nextToken() });
      if (response.status === 429) break;
      expect(response.status).toBe(302);
      accepted.push("flood");
    }
    expect(response?.status).toBe(429);
    expect(response?.headers.get("retry-after")).toMatch(/^\d+$/);
    const html = await response!.text();
    expect(html).toContain("Please wait");
    expect(html).toContain('value="flood"');
    for (let i = 0; i < RATE_LIMIT + 1; i++) {
      const signup = await postNewsletter(server.url, `reader${i}@example.com`, { asScript: true });
      if (signup.status === 429) return;
    }
    throw new Error("the newsletter was never rate limited");
  });

  it("emailed staff about each genuine message (and no spam) after storing it", async () => {
    // The newsletter sign-ups above are sent their confirmations through the same server.
    const toStaff = () => smtp.received.filter((mail) => mail.to.join() === "staff@example.test");
    for (let waited = 0; toStaff().length < accepted.length && waited < 30_000; waited += 100) await sleep(100);
    expect(toStaff()).toHaveLength(accepted.length);
    // Every other mail is a newsletter confirmation (English or Bengali), which carries List-Unsubscribe-Post.
    expect(smtp.received.filter((mail) => !/^List-Unsubscribe-Post: /m.test(mail.raw))).toEqual(toStaff());
    expect(toStaff().some((mail) => mail.raw.includes("spam"))).toBe(false);
  });

  it("kept exactly the accepted messages, flagged spam with its reason, and nothing invalid", async () => {
    await server.stop();
    const { messages, subscribers } = await readStored(server, databaseUrl);
    const genuine = messages.filter((m) => !m.spam).map((m) => m.subject.split(" ")[0]);
    expect(genuine.sort()).toEqual(accepted.map((s) => s.split(" ")[0]).sort());
    expect(
      messages
        .filter((m) => m.spam)
        .map((m) => [m.subject, m.spamReason])
        .sort(),
    ).toEqual([
      ["spam forged token", "bad-token"],
      ["spam honeypot", "honeypot"],
      ["spam no token", "missing-token"],
      ["spam too fast", "too-fast"],
    ]);
    expect(messages.find((m) => m.subject.startsWith("bengali "))).toMatchObject({ name: "রাকিব হাসান", locale: "bn" });
    expect(messages.find((m) => m.subject === "claimed bn")?.locale).toBe("en");
    expect(messages.filter((m) => m.locale === "bn")).toHaveLength(1);
    const hostile = messages.find((m) => m.subject.startsWith("html "));
    expect(hostile?.name).toBe("Eve <script>alert(1)</script><img src=x onerror=alert(2)>");
    expect(hostile?.message).toBe("Body <script>alert(1)</script><img src=x onerror=alert(2)>\nline two");
    expect(
      messages.every((m) => m.name.length <= 100 && m.message.length <= 5000 && !m.message.includes("\u0000")),
    ).toBe(true);
    expect(subscribers.map((s) => s.email.toLowerCase())).toContain("reader@example.com");
    expect(subscribers.filter((s) => s.email.toLowerCase() === "reader@example.com")).toHaveLength(1);
    expect(subscribers.some((s) => s.email === "bot@example.com")).toBe(false);
  });
});
