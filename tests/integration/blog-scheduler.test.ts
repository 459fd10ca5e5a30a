import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { type Database, openDatabase } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { createPost } from "~/models/blog-posts.server";
import { readingMinutes, type RichTextDoc } from "~/utils/rich-text";

import { createPostgresDatabase, testDrivers } from "../support/databases";
import { startServer } from "../support/server";
import { copySiteDataDir } from "../support/templates";

// Scheduled posts publish themselves on the server's interval, with nobody signed in: after a restart,
// and exactly once with two instances on one PostgreSQL. The interval is shortened through its setting.

const FAST = { BLOG_SCHEDULER_INTERVAL_SECONDS: "1" };

async function schedule(database: Database, slug: string, inMs: number): Promise<string> {
  const body: RichTextDoc = {
    type: "doc",
    content: [{ type: "paragraph", content: [{ type: "text", text: `Body of ${slug}` }] }],
  };
  const created = await createPost(
    database.db,
    {
      title: `Scheduled ${slug}`,
      slug,
      category: "News",
      author: "Staff",
      excerpt: "Soon.",
      metaDescription: "Soon.",
      coverMediaId: null,
      coverAlt: "",
      body,
      bodyMediaIds: [],
      readingMinutes: readingMinutes(body),
      status: "scheduled",
      publishAt: new Date(Date.now() + inMs),
    },
    null,
  );
  if (!created.ok) throw new Error(created.reason);
  return created.id;
}

async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const status = async (url: string) => (await fetch(url, { redirect: "manual" })).status;

describe.each(testDrivers())("the blog scheduler (%s)", (driver) => {
  it("publishes a post that fell due while the server was down, at start-up, with no admin request", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "blog-scheduler-"));
    const pg = driver === "postgres" ? await createPostgresDatabase({ prefix: "blogsched", template: "site" }) : null;
    if (!pg) await copySiteDataDir(dataDir);
    const env = { ...FAST, DATABASE_URL: pg?.url ?? "" };
    try {
      // The server runs once on the seeded site; then, with it stopped, a post falls due.
      const first = await startServer({ env, dataDir });
      await first.stop();
      const database = await openDatabase(pg ? { databaseUrl: pg.url } : { dataDir });
      await schedule(database, "due-while-down", -60_000);
      await database.close();

      const second = await startServer({ env, dataDir });
      try {
        await eventually(
          async () => (await status(`${second.url}/blog/due-while-down`)) === 200,
          "the post to publish",
        );
        expect(await (await fetch(`${second.url}/blog`)).text()).toContain("Scheduled due-while-down");
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await pg?.drop();
    }
  });

  it.runIf(driver === "postgres")("publishes exactly once with two instances, and both show it", async () => {
    const pg = await createPostgresDatabase({ prefix: "blogsched", template: "site" });
    const env = { ...FAST, DATABASE_URL: pg.url };
    try {
      const [one, two] = await Promise.all([startServer({ env }), startServer({ env })]);
      const database = await openDatabase({ databaseUrl: pg.url });
      try {
        // Both instances render /blog now, so their caches hold the list without the post.
        for (const server of [one, two])
          expect(await (await fetch(`${server.url}/blog`)).text()).not.toContain("Scheduled two-instances");
        const id = await schedule(database, "two-instances", 3_000);
        expect(await status(`${one.url}/blog/two-instances`)).toBe(404);
        for (const server of [one, two]) {
          await eventually(
            async () => (await status(`${server.url}/blog/two-instances`)) === 200,
            `${server.url} to show the post`,
          );
          await eventually(
            async () => (await (await fetch(`${server.url}/blog`)).text()).includes("Scheduled two-instances"),
            `${server.url}'s list to show it`,
          );
        }
        // Let both instances poll a few more times: the post must not be published again.
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        const published = await database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "published")));
        expect(published).toHaveLength(1);
      } finally {
        await database.close();
        await Promise.all([one.stop(), two.stop()]);
      }
    } finally {
      await pg.drop();
    }
  });
});
