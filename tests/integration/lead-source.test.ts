import { rmSync } from "node:fs";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { fetchFormTokens, HUMAN_DELAY_MS, postContact, readStored, sleep, validMessage } from "../support/contact";
import { createPostgresDatabase, testDrivers } from "../support/databases";
import { startServer, type TestServer } from "../support/server";

/**
 * What the contact form sends after a visit to /?utm_source=x&utm_campaign=y from another site, then
 * /services, then the form (the browser side is tested in tests/e2e/lead-source-reply.test.ts).
 */
const visitFields = {
  source_landing: "/",
  source_utm_source: "x",
  source_utm_campaign: "y",
  source_referrer: "www.google.com",
  source_page: "/services",
};

describe.each(testDrivers())("lead source over HTTP on %s", (driver) => {
  let server: TestServer;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  /** One per message: a form token is good for one message. */
  let tokens: string[];

  beforeAll(async () => {
    if (driver === "postgres")
      ({ url: databaseUrl, drop: dropDatabase } = await createPostgresDatabase({ template: "site" }));
    server = await startServer({ env: { DATABASE_URL: databaseUrl }, keepDataDir: true });
    tokens = await fetchFormTokens(server.url, 3);
    await sleep(HUMAN_DELAY_MS);
  });
  afterAll(async () => {
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
    await dropDatabase?.();
  });

  it("stores landing page, UTM, referring host and the page the form was sent from; hostile values are cleaned, never stored raw", async () => {
    expect(
      (
        await postContact(server.url, validMessage({ subject: "From the campaign" }), {
          token: tokens[0],
          extra: visitFields,
        })
      ).status,
    ).toBe(302);
    const hostile = {
      source_landing: "https://evil.test/phish",
      source_utm_source: "a".repeat(500),
      source_utm_medium: "cpc\r\nX-Injected: 1",
      source_utm_campaign: "\u0000",
      source_referrer: `${"b".repeat(250)}.com`,
      source_page: "/pricing?email=someone@example.com",
    };
    const response = await postContact(server.url, validMessage({ subject: "Hostile source" }), {
      token: tokens[1],
      extra: hostile,
      asScript: true,
    });
    expect(response.status).toBe(200);
    expect((await postContact(server.url, validMessage({ subject: "No source" }), { token: tokens[2] })).status).toBe(
      302,
    );
    // Nothing about the source is set as a cookie.
    expect(response.headers.getSetCookie()).toEqual([]);

    await server.stop();
    const { messages } = await readStored(server, databaseUrl);
    const bySubject = Object.fromEntries(messages.map((message) => [message.subject, message]));
    expect(bySubject["From the campaign"]).toMatchObject({
      landingPage: "/",
      utmSource: "x",
      utmCampaign: "y",
      utmMedium: null,
      referrerHost: "www.google.com",
      sourcePage: "/services",
      spam: false,
    });
    expect(bySubject["Hostile source"]).toMatchObject({
      landingPage: null,
      utmSource: "a".repeat(200),
      utmMedium: null,
      utmCampaign: null,
      referrerHost: null,
      sourcePage: "/pricing",
      message: validMessage().message,
    });
    expect(bySubject["No source"]).toMatchObject({
      landingPage: null,
      utmSource: null,
      referrerHost: null,
      sourcePage: null,
    });
  });
});
