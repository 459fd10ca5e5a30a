import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { adminUsers } from "~/db/schema";
import { verifyPassword } from "~/features/account/password.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import { cheapPasswordHashing } from "../../tests/support/password-cost";
import {
  AdminUserError,
  countAdmins,
  createAdmin,
  deleteAdmin,
  ensureBootstrapAdmin,
  findAdminByEmail,
  listAdmins,
  setAdminPassword,
} from "./admin-users.server";
import { createSession, getSessionUser } from "./sessions.server";

// Admins here are set-up: hashing their passwords at production cost would only add seconds.
cheapPasswordHashing();

describe.each(testDrivers())("admin users on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());

  it("bootstraps a generated admin whose flag clears when the password changes", async () => {
    const printed: string[] = [];
    await ensureBootstrapAdmin(database.db, { print: (m) => printed.push(m) });
    expect(printed.join()).toContain("admin@example.com");
    const admin = (await findAdminByEmail(database.db, "admin@example.com"))!;
    expect(admin.passwordGenerated).toBe(true);
    expect(admin.mustChangePassword).toBe(true);
    await setAdminPassword(database.db, admin.id, "a-brand-new-password");
    const after = (await findAdminByEmail(database.db, "admin@example.com"))!;
    expect(after.passwordGenerated).toBe(false);
    expect(after.mustChangePassword).toBe(false);
    expect(await verifyPassword("a-brand-new-password", after.passwordHash)).toBe(true);
  });

  it("marks a password someone else chose as temporary until the admin chooses their own (decision 145)", async () => {
    const { db } = database;
    const generated = (await findAdminByEmail(db, "admin@example.com"))!;
    const created = await createAdmin(db, {
      email: "temp@example.test",
      password: "temporary-password-1",
      temporary: true,
    });
    const signedIn = async (id: string) => (await getSessionUser(db, (await createSession(db, id)).token))!;
    expect((await signedIn(created.id)).mustChangePassword).toBe(true);
    await setAdminPassword(db, created.id, "their-own-password-1");
    expect((await signedIn(created.id)).mustChangePassword).toBe(false);
    // The command line's reset is temporary again; the bootstrap's generated one (changed above) is not now.
    await setAdminPassword(db, created.id, "reset-by-the-operator-1", { temporary: true });
    expect((await signedIn(created.id)).mustChangePassword).toBe(true);
    expect((await signedIn(generated.id)).mustChangePassword).toBe(false);
    // An admin whose generated password predates the column is treated the same.
    await db
      .update(adminUsers)
      .set({ passwordGenerated: true, mustChangePassword: false })
      .where(eq(adminUsers.id, generated.id));
    expect((await signedIn(generated.id)).mustChangePassword).toBe(true);
    await setAdminPassword(db, generated.id, "a-brand-new-password");
    await deleteAdmin(db, created.id);
  });

  it("creates admins with unique, case-insensitive emails", async () => {
    await createAdmin(database.db, { email: "Second@Example.test", password: "second-password-1" });
    await expect(
      createAdmin(database.db, { email: "second@example.TEST", password: "second-password-2" }),
    ).rejects.toThrow(AdminUserError);
    expect((await listAdmins(database.db)).map((a) => a.email)).toEqual(["admin@example.com", "second@example.test"]);
  });

  it("signs the admin out of every other session when the password changes", async () => {
    const admin = (await findAdminByEmail(database.db, "second@example.test"))!;
    const keep = await createSession(database.db, admin.id);
    const other = await createSession(database.db, admin.id);
    const kept = (await getSessionUser(database.db, keep.token))!;
    await setAdminPassword(database.db, admin.id, "another-password-1", { keepSessionId: kept.sessionId });
    expect(await getSessionUser(database.db, keep.token)).not.toBeNull();
    expect(await getSessionUser(database.db, other.token)).toBeNull();
  });

  it("removes an admin but never the last one, even when two removals race", async () => {
    const second = (await findAdminByEmail(database.db, "second@example.test"))!;
    const first = (await findAdminByEmail(database.db, "admin@example.com"))!;
    const results = await Promise.allSettled([deleteAdmin(database.db, second.id), deleteAdmin(database.db, first.id)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await countAdmins(database.db)).toBe(1);
    const [last] = await database.db.select().from(adminUsers);
    await expect(deleteAdmin(database.db, last!.id)).rejects.toThrow("The last admin cannot be removed");
    expect(await database.db.select().from(adminUsers).where(eq(adminUsers.id, last!.id))).toHaveLength(1);
  });
});
