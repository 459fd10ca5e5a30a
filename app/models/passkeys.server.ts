import { and, asc, eq, gt, lt, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { adminUsers, passkeys, webauthnChallenges } from "~/db/schema";

// An admin's WebAuthn passkeys and the server-side challenges the ceremonies use (decision 118).

export type ChallengePurpose = "register" | "sign-in" | "second-factor" | "confirm";

/** How long a challenge may be answered. */
export const CHALLENGE_TTL_MS = 2 * 60 * 1000;

export type StoredPasskey = {
  id: string;
  userId: string;
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
};

export async function saveChallenge(
  db: Db,
  input: { challenge: string; purpose: ChallengePurpose; userId: string | null },
  now = new Date(),
): Promise<void> {
  // Expired ones go on the way: the table holds only the last couple of minutes' worth.
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values({ ...input, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) });
}

/**
 * Uses a challenge up: true once, if it was issued for this purpose (and this admin, when one is named)
 * and has not expired. One DELETE … RETURNING, so two requests racing with the same answer cannot both
 * pass.
 */
export async function consumeChallenge(
  db: Db,
  input: { challenge: string; purpose: ChallengePurpose; userId: string | null },
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, input.challenge),
        eq(webauthnChallenges.purpose, input.purpose),
        input.userId === null ? sql`${webauthnChallenges.userId} is null` : eq(webauthnChallenges.userId, input.userId),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return rows.length > 0;
}

const passkeyColumns = {
  id: passkeys.id,
  userId: passkeys.userId,
  credentialId: passkeys.credentialId,
  publicKey: passkeys.publicKey,
  counter: passkeys.counter,
  transports: passkeys.transports,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};

const asStored = (row: StoredPasskey): StoredPasskey => ({
  ...row,
  publicKey: new Uint8Array(row.publicKey),
  counter: Number(row.counter),
});

export async function listPasskeys(db: Db, userId: string): Promise<StoredPasskey[]> {
  const rows = await db
    .select(passkeyColumns)
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(asStored);
}

/** A passkey by the credential id the browser sent, with its owner's email. */
export async function findPasskeyByCredentialId(
  db: Db,
  credentialId: string,
): Promise<(StoredPasskey & { email: string }) | null> {
  const [row] = await db
    .select({ ...passkeyColumns, email: adminUsers.email })
    .from(passkeys)
    .innerJoin(adminUsers, eq(adminUsers.id, passkeys.userId))
    .where(eq(passkeys.credentialId, credentialId))
    .limit(1);
  return row ? { ...asStored(row), email: row.email } : null;
}

export async function countPasskeys(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  return Number(row?.n ?? 0);
}

/** False when the credential is already registered (to anyone). */
export async function addPasskey(
  db: Db,
  input: {
    userId: string;
    credentialId: string;
    publicKey: Uint8Array;
    counter: number;
    transports: string[];
    name: string;
  },
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .insert(passkeys)
    .values({ ...input, createdAt: now })
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

/** A successful sign-in with it: the authenticator's new counter and when. */
export async function markPasskeyUsed(db: Db, id: string, counter: number, now = new Date()): Promise<void> {
  await db.update(passkeys).set({ counter, lastUsedAt: now }).where(eq(passkeys.id, id));
}

/** Deletes one of this admin's passkeys; its name when it was theirs, else null. */
export async function deletePasskey(db: Db, userId: string, id: string): Promise<string | null> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ name: passkeys.name });
  return rows[0]?.name ?? null;
}
