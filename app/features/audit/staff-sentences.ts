// The audit trail's sentences about staff accounts and sign-ins (decision 106), beside audit-sentences.ts.

import { roleLabel } from "~/features/roles/roles";

import { countOf, num, text } from "./audit-words";

export function adminSentence(actor: string, action: string, details: Record<string, unknown>): string | null {
  const email = text(details.email);
  const cli = details.via === "cli" ? " (command line)" : "";
  switch (action) {
    case "created":
      return `${actor} added the admin ${email ?? "account"}${cli}`;
    case "deleted":
      return `${actor} removed the admin ${email ?? "account"}${cli}`;
    case "role_changed": {
      const [was, unassigned] = [roleLabel(details.previous), num(details.unassigned)];
      return `${actor} changed the role of ${email ?? "an admin"} to ${roleLabel(details.role) ?? "another role"}${was ? ` (was ${was})` : ""}${unassigned ? `, unassigning ${countOf(unassigned, "message")}` : ""}${cli}`;
    }
    case "invited":
      return `${actor} invited ${email ?? "someone"} to the staff as ${roleLabel(details.role) ?? "an admin"}`;
    case "invitation_resent":
      return `${actor} sent ${email ?? "someone"} a new invitation link (the old one no longer works)`;
    case "invitation_revoked":
      return `${actor} revoked the invitation of ${email ?? "someone"}`;
    case "invitation_accepted":
      return `${actor} accepted their invitation and joined as ${roleLabel(details.role) ?? "an admin"}`;
    case "password_changed":
      return `${actor} changed their password`;
    case "password_reset":
      return `${actor} reset the password of ${email ?? "an admin"}${cli}`;
    case "two_factor_enrolment_started":
      return `${actor} started setting up two-factor sign-in`;
    case "two_factor_enrolment_failed":
      return `${actor} entered a wrong code while setting up two-factor sign-in`;
    case "two_factor_enabled":
      return `${actor} turned on two-factor sign-in`;
    case "two_factor_disabled":
      return `${actor} turned off two-factor sign-in`;
    case "recovery_codes_replaced":
      return `${actor} made new recovery codes`;
    case "passkey_registered":
      return `${actor} added the passkey ${text(details.name) ? `“${text(details.name)}”` : ""}`.trimEnd();
    case "passkey_registration_failed":
      return `${actor} tried to add a passkey, which was not accepted`;
    case "passkey_deleted":
      return `${actor} deleted the passkey ${text(details.name) ? `“${text(details.name)}”` : ""}`.trimEnd();
    default:
      return null;
  }
}

export function sessionSentence(actor: string, action: string, details: Record<string, unknown>): string | null {
  switch (action) {
    case "login": {
      const how = {
        recovery: " with a recovery code",
        totp: " with a two-factor code",
        passkey: " with a passkey after their password",
      }[String(details.secondFactor)];
      return `${actor} signed in${details.method === "passkey" ? " with a passkey" : (how ?? "")}`;
    }
    case "login_failed":
      // Without an actor the credential was unknown; with one, it was theirs but the answer was refused.
      if (details.method === "passkey")
        return actor === "Someone"
          ? "A sign-in with an unknown passkey failed"
          : `A passkey sign-in as ${actor} failed`;
      return `Login failed for ${text(details.email) ?? "an unknown address"}`;
    case "login_password_accepted":
      return `${actor} entered the right password (a two-factor code is asked next)`;
    case "login_second_factor_failed":
      return details.method === "passkey"
        ? `${actor} used a passkey that was not accepted when signing in`
        : `${actor} entered a wrong ${details.method === "recovery" ? "recovery code" : "two-factor code"} when signing in`;
    case "logout":
      return `${actor} signed out`;
    case "sessions_revoked": {
      const count = num(details.count);
      return `${actor} signed out ${count === null ? "their other sessions" : `${countOf(count, "other session")}`}`;
    }
    case "session_revoked":
      return `${actor} signed out one of their other sessions`;
    default:
      return null;
  }
}
