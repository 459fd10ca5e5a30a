import { existsSync, rmSync } from "node:fs";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { CONTACT_FAILURE } from "~/utils/contact-fields";

import {
  fetchFormToken,
  fetchFormTokens,
  HUMAN_DELAY_MS,
  postContact,
  readStored,
  sleep,
  validMessage,
} from "../support/contact";
import { createPostgresDatabase, testDrivers } from "../support/databases";
import { PG_BIN, PgCluster } from "../support/pg-cluster";
import { freePort, startServer, type TestServer } from "../support/server";

const CONCURRENT = 200;

describe.each(testDrivers())("contact messages under load and crashes on %s", (driver) => {
  const cleanups: Array<() => Promise<unknown> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function start(databaseUrl: string | undefined, dataDir?: string): Promise<TestServer> {
    const server = await startServer({
      env: { DATABASE_URL: databaseUrl, CONTACT_RATE_LIMIT: "100000" },
      dataDir,
      keepDataDir: true,
    });
    cleanups.push(() => server.kill());
    return server;
  }

  async function freshDatabase(): Promise<string | undefined> {
    if (driver !== "postgres") return undefined;
    const { url, drop } = await createPostgresDatabase({ template: "site" });
    cleanups.push(drop);
    return url;
  }

  // Fetches a form token per message first (each is good for one), so it gets a longer budget.
  it(
    `keeps every one of ${CONCURRENT} concurrent submissions answered 2xx, exactly once`,
    { timeout: 240_000 },
    async () => {
      const databaseUrl = await freshDatabase();
      const server = await start(databaseUrl);
      cleanups.push(() => rmSync(server.dataDir, { recursive: true, force: true }));
      const tokens = await fetchFormTokens(server.url, CONCURRENT);
      await sleep(HUMAN_DELAY_MS);
      const responses = await Promise.all(
        Array.from({ length: CONCURRENT }, (_, i) =>
          postContact(server.url, validMessage({ subject: `load ${i}` }), { token: tokens[i], asScript: true }).then(
            async (response) => ({
              i,
              status: response.status,
              body: await response.text(),
            }),
          ),
        ),
      );
      const ok = responses.filter((r) => r.status >= 200 && r.status < 300);
      const failed = responses.filter((r) => r.status < 200 || r.status >= 300);
      // Anything not stored must say so with the spec's failure text; nothing may be silently dropped.
      for (const r of failed) {
        expect(r.status).toBe(503);
        expect(r.body).toContain(CONTACT_FAILURE);
      }
      expect(ok.length).toBeGreaterThan(0);
      console.info(`${driver}: ${ok.length} of ${CONCURRENT} concurrent submissions answered 2xx`);
      await server.stop();
      const { messages } = await readStored(server, databaseUrl);
      const stored = messages.map((m) => m.subject).sort();
      expect(new Set(stored).size).toBe(stored.length);
      expect(stored).toEqual(ok.map((r) => `load ${r.i}`).sort());
      expect(messages.every((m) => !m.spam)).toBe(true);
    },
  );

  it("still has a message answered 2xx after the server is killed with SIGKILL", async () => {
    const databaseUrl = await freshDatabase();
    const first = await start(databaseUrl);
    cleanups.push(() => rmSync(first.dataDir, { recursive: true, force: true }));
    const token = await fetchFormToken(first.url);
    await sleep(HUMAN_DELAY_MS);
    const response = await postContact(first.url, validMessage({ subject: "survives SIGKILL" }), {
      token,
      asScript: true,
    });
    expect(response.status).toBe(200);
    await first.kill();
    const second = await start(databaseUrl, first.dataDir);
    await second.stop();
    const { messages } = await readStored(first, databaseUrl);
    expect(messages.map((m) => m.subject)).toEqual(["survives SIGKILL"]);
  });
});

const haveInitdb = existsSync(path.join(PG_BIN, "initdb"));
if (!haveInitdb && process.env.REQUIRE_POSTGRES === "1")
  throw new Error(`REQUIRE_POSTGRES=1 but ${PG_BIN}/initdb is missing`);

describe.skipIf(!haveInitdb)("contact form while PostgreSQL goes away and comes back", () => {
  let cluster: PgCluster | undefined;
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.kill();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
    await cluster?.destroy();
  });

  it("answers 503 with the failure text while the database is down, then recovers without a restart", async () => {
    cluster = await PgCluster.create();
    const port = await freePort();
    await cluster.start(port);
    server = await startServer({ env: { DATABASE_URL: cluster.url, CONTACT_RATE_LIMIT: "1000" } });
    const [token, afterToken] = await fetchFormTokens(server.url, 2);
    await sleep(HUMAN_DELAY_MS);
    expect((await postContact(server.url, validMessage({ subject: "before outage" }), { token })).status).toBe(302);

    await cluster.stop();
    for (const asScript of [false, true]) {
      const response = await postContact(server.url, validMessage({ subject: "during outage" }), { token, asScript });
      expect(response.status).toBe(503);
      const body = await response.text();
      expect(body).toContain(CONTACT_FAILURE);
      if (!asScript) expect(body).toContain('value="during outage"');
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(503);
    expect(server.process.exitCode).toBeNull();

    await cluster.start(port);
    let recovered: Response | undefined;
    // The pool notices the server is back on its next connection attempt; a few tries cover the
    // connections it still held from before the outage.
    for (let attempt = 0; attempt < 20; attempt++) {
      recovered = await postContact(server.url, validMessage({ subject: "after outage" }), { token: afterToken });
      if (recovered.status === 302) break;
      await sleep(250);
    }
    expect(recovered?.status).toBe(302);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const { messages } = await readStored(server, cluster.url);
    expect(messages.map((m) => m.subject).sort()).toEqual(["after outage", "before outage"]);
  });
});
