import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { adminUsers, passkeys, recoveryCodes } from "~/db/schema";

import { inTransaction } from "./ordering.server";

// Two-factor sign-in state of an admin: the TOTP key, the one being enrolled, the last step used, and the
// hashed recovery codes (decision 114). Every "use" below is one atomic statement, so two requests
// racing with the same code cannot both succeed.

export type TwoFactorState = {
  enabled: boolean;
  enabledAt: Date | null;
  pendingSecret: string | null;
  recoveryCodesLeft: number;
};

export async function getTwoFactorState(db: Db, userId: string): Promise<TwoFactorState> {
  const [row] = await db
    .select({
      secret: adminUsers.totpSecret,
      pending: adminUsers.totpPendingSecret,
      enabledAt: adminUsers.totpEnabledAt,
      // Spelled out: drizzle leaves columns unqualified inside sql``, and "id" would mean the subquery's own.
      left: sql<number>`(select count(*)::int from recovery_codes rc where rc.user_id = admin_users.id and rc.used_at is null)`,
    })
    .from(adminUsers)
    .where(eq(adminUsers.id, userId))
    .limit(1);
  return {
    enabled: Boolean(row?.secret),
    enabledAt: row?.enabledAt ?? null,
    pendingSecret: row?.pending ?? null,
    recoveryCodesLeft: row?.left ?? 0,
  };
}

/** The key a sign-in's second step checks codes against; null when two-factor sign-in is off. */
export async function getTotpSecret(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ secret: adminUsers.totpSecret })
    .from(adminUsers)
    .where(eq(adminUsers.id, userId))
    .limit(1);
  return row?.secret ?? null;
}

export async function setPendingTotpSecret(db: Db, userId: string, secret: string | null): Promise<void> {
  await db.update(adminUsers).set({ totpPendingSecret: secret }).where(eq(adminUsers.id, userId));
}

/**
 * Turns two-factor sign-in on with the confirmed pending key (the confirming code's step counts as
 * used) and replaces the recovery codes. False when the pending key changed meanwhile.
 */
export async function enableTotp(
  db: Db,
  userId: string,
  secret: string,
  step: number,
  codeHashes: string[],
  now = new Date(),
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const updated = await tx
      .update(adminUsers)
      .set({ totpSecret: secret, totpPendingSecret: null, totpEnabledAt: now, totpLastStep: step })
      .where(and(eq(adminUsers.id, userId), eq(adminUsers.totpPendingSecret, secret)))
      .returning({ id: adminUsers.id });
    if (updated.length === 0) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
    return true;
  });
}

/** New recovery codes in place of the old ones (used or not). */
export async function replaceRecoveryCodes(
  db: Db,
  userId: string,
  codeHashes: string[],
  now = new Date(),
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
  });
}

/** Forgets the authenticator app (secret, pending secret, last step) and its recovery codes. */
async function clearTotp(tx: Db, userId: string): Promise<void> {
  await tx
    .update(adminUsers)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(adminUsers.id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function disableTotp(db: Db, userId: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    await clearTotp(tx, userId);
  });
}

/**
 * "Credentials follow the password" (decision 145): removes the admin's passkeys named by id (or every
 * one with "all") and, with `totp`, the authenticator app and its recovery codes. Returns what went.
 */
export async function removeSecondFactors(
  db: Db,
  userId: string,
  choice: { passkeyIds: string[] | "all"; totp: boolean },
): Promise<{ passkeys: string[]; totp: boolean }> {
  return inTransaction(db, async (tx) => {
    const mine = eq(passkeys.userId, userId);
    const ids = choice.passkeyIds;
    const removed =
      ids === "all" || ids.length > 0
        ? await tx
            .delete(passkeys)
            .where(ids === "all" ? mine : and(mine, inArray(passkeys.id, ids)))
            .returning({ name: passkeys.name })
        : [];
    let totp = false;
    if (choice.totp) {
      const [row] = await tx
        .select({ secret: adminUsers.totpSecret })
        .from(adminUsers)
        .where(eq(adminUsers.id, userId));
      totp = Boolean(row?.secret);
      await clearTotp(tx, userId);
    }
    return { passkeys: removed.map((row) => row.name), totp };
  });
}

/** Accepts a TOTP step once: true only if it is later than every step accepted before. */
export async function acceptTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const updated = await db
    .update(adminUsers)
    .set({ totpLastStep: step })
    .where(and(eq(adminUsers.id, userId), or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step))))
    .returning({ id: adminUsers.id });
  return updated.length > 0;
}

/** Spends a recovery code: true the first time, never again. */
export async function spendRecoveryCode(db: Db, userId: string, codeHash: string, now = new Date()): Promise<boolean> {
  const updated = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return updated.length > 0;
}
