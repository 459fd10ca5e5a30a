// Review in a browser (issue 29, decision 182): a writer submits their draft, an editor sends it back with a
// note, the writer reads it and resubmits, the editor publishes. Axe clean at 1280 and 390 px; SHOTS_DIR,
// when set, keeps a screenshot of each screen.
import path from "node:path";

import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import type { Role } from "~/features/roles/roles";
import { createAdmin } from "~/models/admin-users.server";
import { createSession } from "~/models/sessions.server";

import { axeViolations } from "../support/browser";
import { cheapPasswordHashing } from "../support/password-cost";
import { siteUnderTest } from "../support/site";
import { expectToast } from "../support/toasts";

cheapPasswordHashing();

const doc = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Draft text" }] }] };

/** Axe at the desktop width (the markup is the same at both); a screenshot of each width when SHOTS_DIR is set. */
async function checkBothWidths(page: Page, name: string) {
  expect(await axeViolations(page), name).toEqual([]);
  if (!process.env.SHOTS_DIR) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("a writer's post through review", () => {
  const site = siteUnderTest({ database: "postgres" });
  const sessions = {} as Record<Role, string>;
  let postId = "";

  beforeAll(async () => {
    const database = await openDatabase({ databaseUrl: site.databaseUrl });
    try {
      for (const role of ["editor", "writer"] as const) {
        const admin = await createAdmin(database.db, {
          email: `${role}@example.test`,
          password: `${role}-password-long`,
          role,
        });
        sessions[role] = (await createSession(database.db, admin.id)).token;
        if (role === "writer") {
          const [row] = await database.db
            .insert(blogPosts)
            .values({ slug: "in-review", title: "In review", body: doc, createdBy: admin.id })
            .returning({ id: blogPosts.id });
          postId = row!.id;
        }
      }
    } finally {
      await database.close();
    }
  });
  async function pageAs(role: Role) {
    const context = await site.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: "admin_session", value: sessions[role], url: site.url, httpOnly: true }]);
    return context.newPage();
  }

  // Two signed-in browsers over four screens: longer than the default on a loaded machine.
  it("submit → send back with a note → resubmit → publish", { timeout: 240_000 }, async () => {
    const writer = await pageAs("writer");
    await writer.goto(`${site.url}/admin/blog/${postId}`);
    await writer.getByRole("button", { name: "Submit for review" }).click();
    await writer.getByText("An editor will publish it or send it back").waitFor();
    await checkBothWidths(writer, "review-writer-submitted");

    const editor = await pageAs("editor");
    await editor.goto(`${site.url}/admin/blog?status=review`);
    await editor.getByRole("listitem").getByText("Waiting for review").first().waitFor();
    await checkBothWidths(editor, "review-list-waiting");
    await editor.getByRole("link", { name: "In review" }).first().click();
    await editor.getByLabel("Note for the writer").fill("Add a conclusion, please.");
    await checkBothWidths(editor, "review-editor-panel");
    await editor.getByRole("button", { name: "Send back" }).click();
    await editor.getByText("Sent back by editor@example.test").waitFor();

    await writer.reload();
    await writer.getByText("Add a conclusion, please.").waitFor();
    await checkBothWidths(writer, "review-writer-sent-back");
    await writer.getByRole("button", { name: "Submit for review" }).click();
    await writer.getByText("An editor will publish it or send it back").waitFor();

    await editor.reload();
    // Status sits under the body, which grows from a one-line note to the whole article when the scripts draw
    // its editor: a click aimed at it before then lands elsewhere (CI saw it once). Wait for the editor.
    await editor.locator(".ProseMirror").first().waitFor();
    await editor.getByRole("radio", { name: "Published" }).check();
    await editor.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(editor, "Post published");
    expect(await editor.getByRole("region", { name: /Review/ }).count()).toBe(0);
    await writer.context().close();
    await editor.context().close();
  });
});
