// Staff roles in a browser (issue 29, decision 180): each role's sidebar lists exactly the screens its
// permissions allow, a screen typed by hand answers 403 with a page that says so (axe clean, inside the
// admin frame), and an owner's role form is axe clean. The server's side, route by route, is in
// tests/integration/admin-guard.test.ts. Staff are made in PostgreSQL beside the running server.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "~/db/client.server";
import { adminUsers } from "~/db/schema";
import type { Role } from "~/features/roles/roles";
import { createAdmin } from "~/models/admin-users.server";
import { createSession } from "~/models/sessions.server";
import { sidebarNavigation } from "~/routes/admin/shared/navigation.server";

import { axeViolations } from "../support/browser";
import { cheapPasswordHashing } from "../support/password-cost";
import { siteUnderTest } from "../support/site";

cheapPasswordHashing();

const STAFF = ["editor", "writer", "sales"] as const;
/** A screen each role may not open, typed into the address bar. */
const FORBIDDEN: Record<Exclude<Role, "owner">, string[]> = {
  // The inbox's own error pages must not say "failed to load" to a role without it.
  editor: ["/admin/contact-requests", "/admin/contact-requests/0d9e2c7a-4f0b-4c5e-9a51-3b0f6a1d2e44"],
  writer: ["/admin/services"],
  sales: ["/admin/services"],
};

describe.skipIf(!process.env.TEST_DATABASE_URL)("what each role sees", () => {
  const site = siteUnderTest({ admin: true, database: "postgres" });
  const sessions = {} as Record<Role, string>;

  beforeAll(async () => {
    const database = await openDatabase({ databaseUrl: site.databaseUrl });
    try {
      for (const role of STAFF) {
        const admin = await createAdmin(database.db, {
          email: `${role}@example.test`,
          password: `${role}-password-long`,
        });
        await database.db.update(adminUsers).set({ role }).where(eq(adminUsers.id, admin.id));
        sessions[role] = (await createSession(database.db, admin.id)).token;
      }
    } finally {
      await database.close();
    }
  });
  async function pageAs(role: Role, width: number) {
    const context = await site.newContext({ viewport: { width, height: 900 } });
    await context.addCookies([{ name: "admin_session", value: sessions[role], url: site.url, httpOnly: true }]);
    return context.newPage();
  }

  it.each(STAFF)(
    "%s: the sidebar lists exactly its screens, and another screen says 403 in plain words",
    async (role) => {
      const page = await pageAs(role, 1280);
      await page.goto(`${site.url}/admin`);
      const sidebar = page.getByRole("navigation", { name: /admin/i }).first();
      const expected = sidebarNavigation(role).map((item) => item.label);
      const shown = (await sidebar.getByRole("link").allInnerTexts()).map((text) => text.trim()).filter(Boolean);
      for (const label of expected) expect(shown, label).toContain(label);
      expect(shown.filter((label) => !expected.includes(label) && !["View site", "Logout"].includes(label))).toEqual(
        [],
      );
      expect(await axeViolations(page)).toEqual([]);

      for (const path of FORBIDDEN[role]) {
        const response = await page.goto(`${site.url}${path}`);
        expect(response?.status(), path).toBe(403);
        await page.getByRole("heading", { name: /have access to this page/ }).waitFor();
        await page.getByRole("link", { name: "Back to the overview" }).waitFor();
        expect(await page.title()).toBe("Not allowed · Admin");
        expect(await axeViolations(page)).toEqual([]);
      }
      await page.setViewportSize({ width: 390, height: 800 });
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
  );

  it("an owner's admins list offers each person's role, axe clean at both widths", async () => {
    const page = await site.newPage({ signedIn: true, viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.url}/admin/settings/admins`);
    const admins = page.getByRole("region", { name: "Staff accounts" });
    for (const role of STAFF) await admins.getByText(`${role}@example.test`).first().waitFor();
    expect(await admins.getByRole("combobox").count()).toBeGreaterThanOrEqual(STAFF.length);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
