import { randomBytes } from "node:crypto";

import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { adminInvitations, adminUsers } from "~/db/schema";
import type { Role } from "~/features/roles/roles";

import { AdminUserError, createAdmin } from "./admin-users.server";
import { hashToken } from "./sessions.server";

/** How long an invitation's link works after it was sent (decision 181). */
export const INVITATION_LIFETIME_MS = 72 * 60 * 60 * 1000;

export type Invitation = {
  id: string;
  email: string;
  role: Role;
  invitedByEmail: string;
  sentAt: Date;
  expiresAt: Date;
};

/** What a link says about its invitation: open, or why it no longer works. */
export type InvitationState = "open" | ClosedState;
export type ClosedState = "expired" | "accepted" | "revoked" | "unknown";

const columns = {
  id: adminInvitations.id,
  email: adminInvitations.email,
  role: adminInvitations.role,
  invitedByEmail: adminInvitations.invitedByEmail,
  sentAt: adminInvitations.sentAt,
  expiresAt: adminInvitations.expiresAt,
};

const isOpen = and(isNull(adminInvitations.acceptedAt), isNull(adminInvitations.revokedAt));

/** A new 256-bit link token and the hash kept of it. */
function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

/**
 * Invites `email` with `role`; returns the invitation and the token its link carries (never stored).
 * Throws AdminUserError when the address is already an admin's or already has an open invitation.
 */
export async function createInvitation(
  db: Db,
  input: { email: string; role: Role; by: { userId: string; email: string } },
  now = new Date(),
): Promise<{ invitation: Invitation; token: string }> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.email})`, email))
    .limit(1);
  if (existing) throw new AdminUserError(`${email} is already an admin`);
  const { token, tokenHash } = newToken();
  const [row] = await db
    .insert(adminInvitations)
    .values({
      email,
      role: input.role,
      tokenHash,
      invitedBy: input.by.userId,
      invitedByEmail: input.by.email,
      createdAt: now,
      sentAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
    })
    .onConflictDoNothing()
    .returning(columns);
  if (!row) throw new AdminUserError(`${email} has already been invited: resend that invitation instead`);
  return { invitation: row, token };
}

/** Invitations not yet accepted or revoked (expired ones included: they can be resent), oldest first. */
export async function listOpenInvitations(db: Db): Promise<Invitation[]> {
  return db.select(columns).from(adminInvitations).where(isOpen).orderBy(asc(adminInvitations.createdAt));
}

/** A new link for an open invitation, valid 72 hours from now; the old link stops working. Null: not open. */
export async function reissueInvitation(
  db: Db,
  id: string,
  now = new Date(),
): Promise<{ invitation: Invitation; token: string } | null> {
  const { token, tokenHash } = newToken();
  const [row] = await db
    .update(adminInvitations)
    .set({ tokenHash, sentAt: now, expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS) })
    .where(and(eq(adminInvitations.id, id), isOpen))
    .returning(columns);
  return row ? { invitation: row, token } : null;
}

/** Revokes an open invitation: its link stops working. Null: it was not open. */
export async function revokeInvitation(db: Db, id: string, now = new Date()): Promise<Invitation | null> {
  const [row] = await db
    .update(adminInvitations)
    .set({ revokedAt: now })
    .where(and(eq(adminInvitations.id, id), isOpen))
    .returning(columns);
  return row ?? null;
}

/** The invitation a link's token names, and whether it still works. */
export async function findInvitation(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ state: "open"; invitation: Invitation } | { state: ClosedState; invitation: Invitation | null }> {
  const [row] = await db
    .select({ ...columns, acceptedAt: adminInvitations.acceptedAt, revokedAt: adminInvitations.revokedAt })
    .from(adminInvitations)
    .where(eq(adminInvitations.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { state: "unknown", invitation: null };
  const { acceptedAt, revokedAt, ...invitation } = row;
  const closed: ClosedState | null = acceptedAt
    ? "accepted"
    : revokedAt
      ? "revoked"
      : row.expiresAt <= now
        ? "expired"
        : null;
  return closed ? { state: closed, invitation } : { state: "open", invitation };
}

/**
 * Spends the link: the admin is made with `password` (their own choice, so not temporary) and the role
 * invited, in one transaction with marking the invitation accepted, so a link is used once even by two
 * submissions at the same moment. Returns why not when the link no longer works.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  password: string,
  now = new Date(),
): Promise<{ ok: true; admin: { id: string; email: string; role: Role } } | { ok: false; state: ClosedState }> {
  const result = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(adminInvitations)
      .set({ acceptedAt: now })
      .where(and(eq(adminInvitations.tokenHash, hashToken(token)), isOpen, gt(adminInvitations.expiresAt, now)))
      .returning(columns);
    if (!claimed) return null;
    const admin = await createAdmin(tx, { email: claimed.email, password, role: claimed.role });
    return { ...admin, role: claimed.role };
  });
  if (result) return { ok: true, admin: result };
  const after = await findInvitation(db, token, now);
  // Open but not claimed: it expired between the two reads.
  return { ok: false, state: after.state === "open" ? "expired" : after.state };
}
