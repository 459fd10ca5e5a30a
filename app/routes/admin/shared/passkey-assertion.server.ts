import type { Db } from "~/db/client.server";
import { challengeOf, parseAuthenticationResponse, verifyAuthentication } from "~/features/account/webauthn.server";
import {
  type ChallengePurpose,
  consumeChallenge,
  findPasskeyByCredentialId,
  markPasskeyUsed,
} from "~/models/passkeys.server";

// Checking a passkey's answer, shared by the sign-in (login.server.ts) and the recent-sign-in
// confirmation (recent-sign-in.server.ts, decision 143).

type AssertionCheck =
  | { ok: true; userId: string; email: string }
  | { ok: false; reason: "malformed" | "challenge" | "unknown-credential" | "signature" };

/**
 * A passkey's answer to a challenge (decision 118): the challenge must be one this server issued for
 * this purpose (and admin), unexpired, and is used up by this check whatever its outcome; the
 * credential must be registered (to that admin); the signature, origin and RP ID must verify.
 */
export async function checkPasskeyAssertion(
  db: Db,
  responseText: string,
  expected: { purpose: ChallengePurpose; userId: string | null },
  now: Date,
): Promise<AssertionCheck> {
  const response = parseAuthenticationResponse(responseText);
  const challenge = response && challengeOf(response);
  if (!response || !challenge) return { ok: false, reason: "malformed" };
  if (!(await consumeChallenge(db, { challenge, purpose: expected.purpose, userId: expected.userId }, now)))
    return { ok: false, reason: "challenge" };
  const passkey = await findPasskeyByCredentialId(db, response.id);
  if (!passkey || (expected.userId !== null && passkey.userId !== expected.userId))
    return { ok: false, reason: "unknown-credential" };
  const verified = await verifyAuthentication(response, challenge, passkey, {
    // Standing in for the password (signing in, or confirming a recent sign-in), it must verify the user too.
    requireUserVerification: expected.purpose === "sign-in" || expected.purpose === "confirm",
  });
  if (!verified) return { ok: false, reason: "signature" };
  await markPasskeyUsed(db, passkey.id, verified.newCounter, now);
  return { ok: true, userId: passkey.userId, email: passkey.email };
}
