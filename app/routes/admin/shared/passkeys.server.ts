import { data } from "react-router";
import { z } from "zod";

import type { Db } from "~/db/client.server";
import {
  authenticationOptions,
  challengeOf,
  parseRegistrationResponse,
  registrationOptions,
  verifyRegistration,
} from "~/features/account/webauthn.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { noticeFromSession } from "~/jobs/sign-in-notices.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import {
  addPasskey,
  type ChallengePurpose,
  consumeChallenge,
  deletePasskey,
  listPasskeys,
  saveChallenge,
} from "~/models/passkeys.server";
import { hitRateLimit } from "~/models/rate-limits.server";
import type { SessionUser } from "~/models/sessions.server";
import { getCompanySettings } from "~/models/site-settings.server";

import { getAdmin } from "./auth.server";
import { getPendingSignIn } from "./pending-sign-in.server";
import { checkRecentSignIn } from "./recent-sign-in.server";

// Passkeys (decision 118): the options each ceremony starts from, and registering and deleting one under
// Settings → Two-factor sign-in. Signing in with one is in login.server.ts.

/** Challenges one IP may ask for per minute: each is a row, so they are bounded like any other write. */
export const PASSKEY_OPTIONS_LIMIT = 30;

const purposeSchema = z.enum(["register", "sign-in", "second-factor", "confirm"]);

/**
 * A ceremony's options as JSON, with a new single-use challenge stored for it:
 * - "register": for the signed-in admin (even one the two-factor requirement is sending to enrolment),
 *   after a recent sign-in (decision 143: a password or passkey sent with the request counts);
 * - "confirm": the signed-in admin's own passkeys, to confirm a recent sign-in with one;
 * - "second-factor": for the admin whose password was right (the signed pending cookie), their passkeys;
 * - "sign-in": for anyone, any passkey of this site (the passwordless sign-in).
 */
export async function passkeyOptions(db: Db, request: Request, form: FormData, ip: string): Promise<Response> {
  const purpose = purposeSchema.safeParse(form.get("purpose"));
  if (!purpose.success) return Response.json({ error: "Unknown purpose" }, { status: 400 });
  const limit = await hitRateLimit(db, `passkey-options:${ip}`, PASSKEY_OPTIONS_LIMIT, 60_000);
  if (!limit.allowed)
    return Response.json(
      { error: "Too many attempts" },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );

  const store = async (purposeName: ChallengePurpose, userId: string | null, options: { challenge: string }) => {
    await saveChallenge(db, { challenge: options.challenge, purpose: purposeName, userId });
    return Response.json(options, { headers: { "Cache-Control": "no-store" } });
  };
  switch (purpose.data) {
    case "register": {
      const admin = await getAdmin(request);
      if (!admin) return Response.json({ error: "Sign in first" }, { status: 401 });
      const recent = await checkRecentSignIn(admin, form, ip);
      if (!recent.ok) return Response.json(recent.body, { status: recent.status });
      const existing = await listPasskeys(db, admin.userId);
      const rpName = `${(await getCompanySettings(db)).companyName} admin`;
      return store(
        "register",
        admin.userId,
        await registrationOptions({ rpName, userId: admin.userId, email: admin.email, existing }),
      );
    }
    case "second-factor": {
      const pending = await getPendingSignIn(db, request);
      if (!pending) return Response.json({ error: "Start again with your password" }, { status: 401 });
      const allowed = await listPasskeys(db, pending.userId);
      if (allowed.length === 0) return Response.json({ error: "No passkey is registered" }, { status: 400 });
      return store("second-factor", pending.userId, await authenticationOptions(allowed));
    }
    case "confirm": {
      const admin = await getAdmin(request);
      if (!admin) return Response.json({ error: "Sign in first" }, { status: 401 });
      const allowed = await listPasskeys(db, admin.userId);
      if (allowed.length === 0) return Response.json({ error: "No passkey is registered" }, { status: 400 });
      return store("confirm", admin.userId, await authenticationOptions(allowed));
    }
    case "sign-in":
      return store("sign-in", null, await authenticationOptions());
  }
}

export type PasskeyIntent = "passkey-register" | "passkey-delete";

type Context = { db: Db; admin: SessionUser; form: FormData; ip: string; now?: Date };

// Registering and deleting are guarded by the route's action (requireRecentSignIn, decision 143).

/** A refused security form: the field's message, and no recovery codes to show (the two-factor screen's shape). */
export function invalid<Intent extends string>(intent: Intent, field: string, message: string, status = 400) {
  return data(
    { intent, fieldErrors: { [field]: message } as Record<string, string>, recoveryCodes: null as string[] | null },
    { status },
  );
}

export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, "Give this passkey a name")
  .max(60, "Keep the name under 60 characters");

/** A new passkey from the browser's answer to a challenge issued to this admin for registration. */
export async function registerPasskey({ db, admin, form, now = new Date() }: Context) {
  const name = passkeyNameSchema.safeParse(form.get("name") ?? "");
  if (!name.success) return invalid("passkey-register", "name", name.error.issues[0]!.message);
  const response = parseRegistrationResponse(String(form.get("response") ?? ""));
  const challenge = response && challengeOf(response);
  const fail = async (reason: string) => {
    await recordAudit(db, {
      actor: auditActor(admin),
      action: "passkey_registration_failed",
      entity: "admin_user",
      entityId: admin.userId,
      details: { reason },
    });
    return invalid("passkey-register", "passkey", "The passkey could not be registered. Try again.");
  };
  if (!response || !challenge) return fail("malformed");
  if (!(await consumeChallenge(db, { challenge, purpose: "register", userId: admin.userId }, now)))
    return fail("challenge");
  const credential = await verifyRegistration(response, challenge);
  if (!credential) return fail("verification");
  if (!(await addPasskey(db, { userId: admin.userId, name: name.data, ...credential }, now)))
    return fail("already-registered");
  await recordAudit(db, {
    actor: auditActor(admin),
    action: "passkey_registered",
    entity: "admin_user",
    entityId: admin.userId,
    details: { name: name.data },
  });
  noticeFromSession(admin, { kind: "passkey-added", name: name.data });
  return redirectWithToast("/admin/settings/two-factor", { type: "success", message: `Passkey "${name.data}" added` });
}

export async function removePasskey({ db, admin, form }: Context) {
  const id = z.uuid().safeParse(form.get("passkeyId"));
  if (!id.success) return invalid("passkey-delete", "passkeyId", "Unknown passkey");
  const name = await deletePasskey(db, admin.userId, id.data);
  if (name === null) return invalid("passkey-delete", "passkeyId", "Unknown passkey", 404);
  await recordAudit(db, {
    actor: auditActor(admin),
    action: "passkey_deleted",
    entity: "admin_user",
    entityId: admin.userId,
    details: { name },
  });
  return redirectWithToast("/admin/settings/two-factor", { type: "success", message: `Passkey "${name}" deleted` });
}
