// The sign-in notice (decision 145): an email to the admin a sign-in change concerns, with the time, the
// device and what to do if it was not them. Sent by app/jobs/sign-in-notices.server.ts.

import { type RoleChange, roleChangeNotice } from "./role-change-notice";

export type SignInChange =
  | { kind: "passkey-added"; name: string }
  | { kind: "totp-on" }
  | { kind: "totp-off" }
  | { kind: "recovery-codes" }
  /** `removed`: the second factors removed with it (decision 145, "credentials follow the password"). */
  | { kind: "password-changed"; removed?: string[] }
  | { kind: "admin-added"; email: string }
  | { kind: "admin-removed"; email: string }
  | RoleChange;

export type SignInNotice = {
  change: SignInChange;
  /** The address told: the admin whose account it is (or, for an admin added or removed, also the one who did it). */
  to: string;
  /** Who made the change: their session names the device. Null for the command line on the server. */
  by: { email: string; sessionId: string } | null;
  at: Date;
};

/** "28 Nov 2026, 13:05 UTC": how Settings shows a session's times. */
export const noticeTime = (at: Date) =>
  at.toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";

/** Who made a change when no session did: the device a notice names then. */
export const COMMAND_LINE = "the command line on the server (npm run admin)";

/** Subject and plain text of one notice. `siteUrl` ends with a slash ("https://codexatech.com/"). */
export function signInNoticeEmail(
  notice: SignInNotice,
  context: { device: string; companyName: string; siteUrl: string },
): { subject: string; text: string } {
  const { change, to, by } = notice;
  const login = `${context.siteUrl}admin/login`;
  const byWhom = by ? by.email : COMMAND_LINE;
  const yourAccount = `your admin account (${to}) at ${context.companyName}`;
  const takeBack = [
    `If it was not you, someone else may be signed in as you. Sign in at ${login} now, change your password under`,
    "Settings → Your account and tick the passkeys and authenticator app it lists to remove them, then choose",
    '"Sign out all other sessions" under Settings → Sessions. If you cannot sign in, ask another admin to remove',
    `your access, or whoever runs the server to run: npm run admin -- reset-password --email ${to}`,
  ].join("\n");
  const askOthers = (who: string) =>
    `If you did not expect this, tell ${who} or another admin of ${context.companyName} at once.`;

  let subject: string;
  let what: string;
  let ifNotYou = takeBack;
  switch (change.kind) {
    case "passkey-added":
      subject = "A passkey was added to your admin account";
      what = `A passkey named "${change.name}" was added to ${yourAccount}. It can sign in without your password.`;
      break;
    case "totp-on":
      subject = "Two-factor sign-in was turned on for your admin account";
      what = `An authenticator app was set up for ${yourAccount}, and ten recovery codes were made.`;
      break;
    case "totp-off":
      subject = "Two-factor sign-in was turned off for your admin account";
      what = `The authenticator app and the recovery codes of ${yourAccount} were removed.`;
      break;
    case "recovery-codes":
      subject = "New recovery codes were made for your admin account";
      what = `Ten new recovery codes were made for ${yourAccount}. The old ones no longer work.`;
      break;
    case "password-changed": {
      subject = "The password of your admin account was changed";
      const removed = change.removed?.length ? `\nRemoved with it: ${change.removed.join(", ")}.` : "";
      what = `The password of ${yourAccount} was changed${by ? "" : ` from ${COMMAND_LINE}`}, and its other sessions were signed out.${removed}`;
      break;
    }
    case "admin-added":
      if (change.email === to) {
        subject = `You were added as an admin of ${context.companyName}`;
        what = [
          `${byWhom} added you (${to}) as an admin of ${context.companyName}.`,
          `They give you a temporary password privately; sign in at ${login} and choose your own.`,
        ].join("\n");
        ifNotYou = askOthers(by ? by.email : "the people who run this site");
      } else {
        subject = `An admin was added: ${change.email}`;
        what = `Your admin account (${to}) added ${change.email} as an admin of ${context.companyName}.`;
      }
      break;
    case "admin-removed":
      if (change.email === to) {
        subject = `Your admin account at ${context.companyName} was removed`;
        what = `${byWhom} removed your admin account (${to}) at ${context.companyName}. You can no longer sign in.`;
        ifNotYou = askOthers(by ? by.email : "the people who run this site");
      } else {
        subject = `An admin was removed: ${change.email}`;
        what = `Your admin account (${to}) removed ${change.email} from the admins of ${context.companyName}.`;
      }
      break;
    case "role-changed":
      ({ subject, what } = roleChangeNotice(change, { byWhom, companyName: context.companyName, login }));
      ifNotYou = askOthers(by ? by.email : "the people who run this site");
      break;
  }
  const text = [
    what,
    "",
    `When: ${noticeTime(notice.at)}`,
    `Device: ${context.device}`,
    "",
    "If this was you, there is nothing to do.",
    ifNotYou,
    "",
    "-- ",
    `Sent by the ${context.companyName} website to tell you about changes to how you sign in.`,
  ].join("\n");
  return { subject: `${context.companyName}: ${subject}`, text };
}
