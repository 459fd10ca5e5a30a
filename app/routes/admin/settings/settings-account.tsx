import { Form } from "react-router";

import { PasswordForm, SecondFactorChoices } from "~/components/admin/password-form";
import { RecentSignInPrompt } from "~/components/admin/recent-sign-in";
import { SessionList } from "~/components/admin/settings/session-list";
import { IntentButton, resultFor, SettingsSection } from "~/components/admin/settings-section";
import { getDb } from "~/db/client.server";
import { describeUserAgent } from "~/features/account/user-agent";
import { listPasskeys } from "~/models/passkeys.server";
import { listUserSessions } from "~/models/sessions.server";
import { getTwoFactorState } from "~/models/two-factor.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";

import type { Route } from "./+types/settings-account";
import { changeOwnPassword, revokeOneSession, revokeOtherSessions, settingsAction } from "./settings.server";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const db = getDb();
  const [sessions, twoFactor, passkeys] = await Promise.all([
    listUserSessions(db, admin.userId, admin.sessionId),
    getTwoFactorState(db, admin.userId),
    listPasskeys(db, admin.userId),
  ]);
  return {
    email: admin.email,
    totp: twoFactor.enabled,
    passkeys: passkeys.map(({ id, name, createdAt }) => ({ id, name, createdAt: createdAt.toISOString() })),
    sessions: sessions.map((row) => ({
      id: row.publicId,
      device: describeUserAgent(row.userAgent),
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.current,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return settingsAction(request, admin, context.clientIp, {
    password: changeOwnPassword,
    "revoke-sessions": revokeOtherSessions,
    "revoke-session": revokeOneSession,
  });
}

export const meta = () => [{ title: "Your account · Settings · Admin" }];

export default function SettingsAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { email, totp, passkeys, sessions } = loaderData;
  return (
    <>
      <RecentSignInPrompt result={actionData} />
      <SettingsSection id="account" title="Your account" description={`Signed in as ${email}.`}>
        <PasswordForm email={email} fieldErrors={resultFor(actionData, "password")?.fieldErrors}>
          <SecondFactorChoices passkeys={passkeys} totp={totp} />
        </PasswordForm>
      </SettingsSection>

      <SettingsSection
        id="sessions"
        title="Sessions"
        description="Where you are signed in. Signing a session out ends it at that browser's next request."
      >
        <SessionList sessions={sessions} error={resultFor(actionData, "revoke-session")?.fieldErrors.sessionId} />
        {sessions.length > 1 ? (
          <Form method="post" className="mt-4">
            <IntentButton intent="revoke-sessions">Sign out all other sessions</IntentButton>
          </Form>
        ) : (
          <p className="mt-4 text-sm text-slate-600">You are not signed in anywhere else.</p>
        )}
      </SettingsSection>
    </>
  );
}
