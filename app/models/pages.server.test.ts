import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { checkBlocks } from "~/components/blocks/registry";
import type { CheckedBlocks } from "~/features/pages/stored-block";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import {
  createPage,
  getPage,
  getPublishedPage,
  listPageRevisions,
  type PageInput,
  publishDuePages,
  restorePageRevision,
  updatePage,
} from "./pages.server";
import { addRedirects, listRedirects } from "./redirects.server";

function blocks(heading: string): CheckedBlocks {
  const checked = checkBlocks([
    { id: "hero1", type: "hero", data: { heading, intro: "Join us." }, translations: { bn: { heading: "ক্যারিয়ার" } } },
    {
      id: "text1",
      type: "rich-text",
      data: {
        body: JSON.stringify({
          type: "doc",
          content: [{ type: "paragraph", content: [{ type: "text", text: "Hi" }] }],
        }),
      },
      translations: {},
    },
  ]);
  if (!checked.ok) throw new Error(JSON.stringify(checked.fieldErrors));
  return checked.blocks;
}

function input(overrides: Partial<PageInput> = {}): PageInput {
  return {
    address: "careers",
    title: "Careers",
    seoTitle: "",
    metaDescription: "Work with us.",
    socialMediaId: null,
    socialAlt: "",
    blocks: blocks("Careers"),
    blockMediaIds: [],
    status: "draft",
    publishAt: null,
    translations: {},
    ...overrides,
  };
}

describe.each(testDrivers())("pages (%s)", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());

  it("keeps drafts from visitors, refuses a taken address and a stale save, and restores a revision", async () => {
    const { db } = database;
    const created = await createPage(db, input(), "editor@example.test");
    if (!created.ok) throw new Error(created.reason);
    expect(await getPublishedPage(db, "careers")).toBeNull();
    expect(await createPage(db, input(), null)).toEqual({ ok: false, reason: "slug-taken" });

    const published = await updatePage(
      db,
      created.id,
      created.version,
      input({ status: "published", publishAt: new Date(), blocks: blocks("Work here") }),
      "editor@example.test",
    );
    if (!published.ok) throw new Error(published.reason);
    const live = await getPublishedPage(db, "careers");
    expect(live?.blocks.map((block) => block.type)).toEqual(["hero", "rich-text"]);
    expect(live?.blocks[0]!.translations.bn).toEqual({ heading: "ক্যারিয়ার" });
    // A save based on the version before is refused, and nothing changes.
    expect(await updatePage(db, created.id, created.version, input({ title: "Old" }), null)).toEqual({
      ok: false,
      reason: "stale",
    });

    const revisions = await listPageRevisions(db, created.id);
    expect(revisions.map((revision) => revision.version)).toEqual([published.version, created.version]);
    const restored = await restorePageRevision(db, created.id, revisions[1]!.id, published.version, null);
    expect(restored.ok).toBe(true);
    const page = await getPage(db, created.id);
    // The content comes back; the page stays published.
    expect(page?.blocks[0]!.data.heading).toBe("Careers");
    expect(page?.status).toBe("published");
  });

  it("adds a 301 from a published page's old address, retargets redirects to it, and frees the new one", async () => {
    const { db } = database;
    const created = await createPage(db, input({ address: "jobs", status: "published", publishAt: new Date() }), null);
    if (!created.ok) throw new Error(created.reason);
    await addRedirects(db, () => ({
      accepted: [
        { fromPath: "/vacancies", toTarget: "/jobs", status: 301 as const },
        { fromPath: "/work/open", toTarget: "/elsewhere", status: 302 as const },
      ],
    }));
    const moved = await updatePage(
      db,
      created.id,
      created.version,
      input({ address: "work/open", status: "published", publishAt: new Date() }),
      null,
    );
    expect(moved.ok).toBe(true);
    const redirects = (await listRedirects(db)).map((row) => `${row.fromPath} ${row.status} ${row.toTarget}`);
    expect(redirects).toEqual(["/jobs 301 /work/open", "/vacancies 301 /work/open"]);

    // A draft that moves leaves no redirect behind: its old address was never public.
    const draft = await createPage(db, input({ address: "draft-page" }), null);
    if (!draft.ok) throw new Error(draft.reason);
    await updatePage(db, draft.id, draft.version, input({ address: "draft-moved" }), null);
    expect((await listRedirects(db)).some((row) => row.fromPath === "/draft-page")).toBe(false);
  });

  it("publishes a scheduled page once, when it falls due", async () => {
    const { db } = database;
    const at = new Date(Date.now() + 60_000);
    const created = await createPage(db, input({ address: "launch", status: "scheduled", publishAt: at }), null);
    if (!created.ok) throw new Error(created.reason);
    expect(await publishDuePages(db, new Date())).toEqual([]);
    expect(await publishDuePages(db, new Date(at.getTime() + 1))).toEqual([
      { id: created.id, address: "launch", title: "Careers" },
    ]);
    expect(await publishDuePages(db, new Date(at.getTime() + 2))).toEqual([]);
    expect((await getPublishedPage(db, "launch"))?.version).toBe(created.version + 1);
  });
});
