import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { blogPosts as demoPosts } from "~/content/blog";
import { type Database, openDatabase } from "~/db/client.server";
import { getPost, listAdminPosts } from "~/models/blog-posts.server";
import { getPublishedPost } from "~/models/blog-public.server";
import { deleteTrashedPost, purgeTrashedPosts, setPostTrashed, TRASH_DAYS } from "~/models/blog-trash.server";

import { createPostgresDatabase, testDrivers } from "../support/databases";
import { startServer, type TestServer } from "../support/server";

// Issue 30, trash for posts (decision 191): a trashed post's URL is 404 and it leaves the blog, the sitemap
// and the feed; it can be restored; deleting from the trash needs it to be there; the hourly upkeep's purge
// deletes it after 30 days. Written while the server runs, so PostgreSQL.

const DAY = 24 * 60 * 60 * 1000;

describe.runIf(testDrivers().includes("postgres"))("the blog's trash", () => {
  let server: TestServer;
  let database: Database;
  let drop: () => Promise<void>;
  const [trashed, restored, kept] = demoPosts;

  beforeAll(async () => {
    const created = await createPostgresDatabase({ prefix: "trash", template: "site" });
    drop = created.drop;
    server = await startServer({ env: { DATABASE_URL: created.url } });
    database = await openDatabase({ databaseUrl: created.url });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await drop?.();
  });

  const text = async (path: string) => (await fetch(`${server.url}${path}`)).text();
  const idOf = async (slug: string) => (await getPublishedPost(database.db, slug))!.id;

  it("takes a trashed post off every public page, and a restored one comes back", async () => {
    const db = database.db;
    const trashedId = await idOf(trashed!.slug);
    const restoredId = await idOf(restored!.slug);
    expect(await setPostTrashed(db, trashedId, true)).toMatchObject({ title: trashed!.title });
    expect(await setPostTrashed(db, trashedId, true)).toBeNull();
    await setPostTrashed(db, restoredId, true);
    expect(await setPostTrashed(db, restoredId, false)).toMatchObject({ title: restored!.title });

    for (const path of [`/blog/${trashed!.slug}`, `/bn/blog/${trashed!.slug}`])
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    for (const path of ["/blog", "/bn/blog", "/sitemap.xml", "/blog/feed.xml", "/"]) {
      const page = await text(path);
      expect(page, path).not.toContain(`/blog/${trashed!.slug}`);
    }
    expect((await fetch(`${server.url}/blog/${restored!.slug}`)).status).toBe(200);
    expect(await text("/sitemap.xml")).toContain(`/blog/${restored!.slug}`);
    expect(await text("/blog/feed.xml")).toContain(`/blog/${restored!.slug}`);

    // The admin's list leaves it out; its trash shows it.
    const inTrash = await listAdminPosts(db, { q: "", status: "", category: "", page: 1, trash: true });
    expect(inTrash.posts.map((post) => post.title)).toEqual([trashed!.title]);
    const listed = await listAdminPosts(db, { q: "", status: "", category: "", page: 1 });
    expect(listed.posts.map((post) => post.title)).not.toContain(trashed!.title);
  });

  it("deletes only from the trash, and purges what has been there 30 days", async () => {
    const db = database.db;
    const keptId = await idOf(kept!.slug);
    expect(await deleteTrashedPost(db, keptId)).toBeNull();
    expect(await getPost(db, keptId)).not.toBeNull();

    const trashedId = (await listAdminPosts(db, { q: "", status: "", category: "", page: 1, trash: true })).posts[0]!
      .id;
    const trashedAt = (await getPost(db, trashedId))!.trashedAt!;
    expect(await purgeTrashedPosts(db, new Date(trashedAt.getTime() + (TRASH_DAYS - 1) * DAY))).toBe(0);
    expect(await getPost(db, trashedId)).not.toBeNull();
    expect(await purgeTrashedPosts(db, new Date(trashedAt.getTime() + TRASH_DAYS * DAY + 1000))).toBe(1);
    expect(await getPost(db, trashedId)).toBeNull();
    expect(await getPost(db, keptId)).not.toBeNull();
  });
});
