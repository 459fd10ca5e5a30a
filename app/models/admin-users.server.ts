import { asc, eq, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { adminUsers } from "~/db/schema";
import { generatePassword, hashPassword } from "~/features/account/password.server";
import type { Role } from "~/features/roles/roles";

import { deletePendingSignInsOf } from "./pending-sign-ins.server";
import { deleteUserSessions } from "./sessions.server";

export type AdminSummary = {
  id: string;
  email: string;
  createdAt: Date;
  passwordChangedAt: Date;
  passwordGenerated: boolean;
  mustChangePassword: boolean;
  role: Role;
};

export class AdminUserError extends Error {
  override name = "AdminUserError";
}

export async function listAdmins(db: Db): Promise<AdminSummary[]> {
  return db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      createdAt: adminUsers.createdAt,
      passwordChangedAt: adminUsers.passwordChangedAt,
      passwordGenerated: adminUsers.passwordGenerated,
      mustChangePassword: adminUsers.mustChangePassword,
      role: adminUsers.role,
    })
    .from(adminUsers)
    .orderBy(asc(adminUsers.createdAt), asc(adminUsers.email));
}

/**
 * Throws AdminUserError when the address is taken (compared case-insensitively). `temporary`: someone
 * else chose the password (another admin, the command line), so the first sign-in must replace it.
 */
export async function createAdmin(
  db: Db,
  input: { email: string; password: string; temporary?: boolean; role?: Role },
): Promise<{ id: string; email: string }> {
  const email = input.email.trim().toLowerCase();
  const [row] = await db
    .insert(adminUsers)
    .values({
      email,
      passwordHash: await hashPassword(input.password),
      mustChangePassword: input.temporary ?? false,
      role: input.role ?? "owner",
    })
    .onConflictDoNothing()
    .returning({ id: adminUsers.id, email: adminUsers.email });
  if (!row) throw new AdminUserError(`An admin with the email ${email} already exists`);
  return row;
}

/**
 * Sets a new password, clears the "generated" flag and signs the admin out of every session except
 * `keepSessionId` (the one making the change, if any). The admin's own choice clears "must change";
 * a `temporary` one (set by the command line) sets it, so their next sign-in must replace it.
 */
export async function setAdminPassword(
  db: Db,
  userId: string,
  password: string,
  options: { keepSessionId?: string; temporary?: boolean } = {},
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .update(adminUsers)
    .set({
      passwordHash,
      passwordGenerated: false,
      mustChangePassword: options.temporary ?? false,
      passwordChangedAt: new Date(),
    })
    .where(eq(adminUsers.id, userId));
  await deleteUserSessions(db, userId, options.keepSessionId);
  await deletePendingSignInsOf(db, userId);
}

/** Stores a new hash of the same password (made with stronger parameters), changing nothing else. */
export async function replacePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, userId));
}

/**
 * Removes an admin (their sessions go with them), refusing to remove the last one. The rows are
 * locked first so two removals at once cannot both see "two left" and leave none.
 */
export async function deleteAdmin(db: Db, userId: string): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const { all, target } = await lockAdminsFor(tx, userId);
    if (all.length <= 1) throw new AdminUserError("The last admin cannot be removed");
    if (isLastOwner(all, target)) throw new AdminUserError(LAST_OWNER_MESSAGE);
    await tx.delete(adminUsers).where(eq(adminUsers.id, userId));
    return { email: target.email };
  });
}

/** There is always an owner (decision 180): the last one cannot be removed or given another role. */
export const LAST_OWNER_MESSAGE =
  "The last owner cannot be removed or given another role: make someone else an owner first";

/**
 * Locks every admin row (so two changes at once see the same owners) and finds the one named; throws
 * AdminUserError when they no longer exist.
 */
async function lockAdminsFor(tx: Db, userId: string) {
  const all = await tx
    .select({ id: adminUsers.id, email: adminUsers.email, role: adminUsers.role })
    .from(adminUsers)
    .for("update");
  const target = all.find((admin) => admin.id === userId);
  if (!target) throw new AdminUserError("That admin no longer exists");
  return { all, target };
}

function isLastOwner(all: { id: string; role: Role }[], target: { id: string; role: Role }): boolean {
  return target.role === "owner" && all.filter((admin) => admin.role === "owner").length <= 1;
}

/**
 * Gives an admin another role; throws AdminUserError for an unknown admin or the last owner. Returns their
 * address and the role they had, or null when they already had this one.
 */
export async function setAdminRole(
  db: Db,
  userId: string,
  role: Role,
): Promise<{ email: string; previous: Role } | null> {
  return db.transaction(async (tx) => {
    const { all, target } = await lockAdminsFor(tx, userId);
    if (target.role === role) return null;
    if (isLastOwner(all, target)) throw new AdminUserError(LAST_OWNER_MESSAGE);
    await tx.update(adminUsers).set({ role }).where(eq(adminUsers.id, userId));
    return { email: target.email, previous: target.role };
  });
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(adminUsers);
  return row?.count ?? 0;
}

export async function findAdminByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

/**
 * First start: ADMIN_EMAIL + ADMIN_PASSWORD when both are set, otherwise admin@example.com with a
 * random password that is printed once. That one is temporary like any password someone else chose (it
 * sits in the server's log): the first sign-in with it must choose a new one (decision 145).
 */
export async function ensureBootstrapAdmin(
  db: Db,
  options: { email?: string; password?: string; print: (message: string) => void },
): Promise<void> {
  if ((await countAdmins(db)) > 0) return;
  const generated = !(options.email && options.password);
  const email = (generated ? "admin@example.com" : options.email!).toLowerCase();
  const password = generated ? generatePassword() : options.password!;
  const inserted = await db
    .insert(adminUsers)
    .values({
      email,
      passwordHash: await hashPassword(password),
      passwordGenerated: generated,
      mustChangePassword: generated,
    })
    .onConflictDoNothing()
    .returning({ id: adminUsers.id });
  if (inserted.length === 0) return; // another instance created it first
  if (generated) {
    options.print(
      `First admin created: ${email} with password ${password}\n` +
        "This password is shown once; you choose your own when you first sign in.",
    );
  } else {
    options.print(`First admin created from ADMIN_EMAIL: ${email}`);
  }
}
