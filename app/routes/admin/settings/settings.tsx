import { data, Form, Link } from "react-router";

import { AuditRetentionForm } from "~/components/admin/audit-retention-form";
import { buttonStyles } from "~/components/admin/button-styles";
import { DigestForm } from "~/components/admin/digest-form";
import { PasswordForm, SecondFactorChoices } from "~/components/admin/password-form";
import { type RecentSignInAsk, RecentSignInPrompt } from "~/components/admin/recent-sign-in";
import { AdminList } from "~/components/admin/settings/admin-list";
import { CompanyForm } from "~/components/admin/settings/company-form";
import { StaffInvitations } from "~/components/admin/settings/invitations";
import { SessionList } from "~/components/admin/settings/session-list";
import { TwoFactorPolicyForm, TwoFactorSummary } from "~/components/admin/settings/two-factor-summary";
import { IntentButton, SettingsSection } from "~/components/admin/settings-section";
import { getDb } from "~/db/client.server";
import { describeUserAgent } from "~/features/account/user-agent";
import { can } from "~/features/roles/roles";
import { listAdmins } from "~/models/admin-users.server";
import { getAcknowledgement } from "~/models/contact-acknowledgement.server";
import { getDigestOptIn } from "~/models/inbox-digest.server";
import { listPasskeys } from "~/models/passkeys.server";
import { listUserSessions } from "~/models/sessions.server";
import { getAuditRetentionDays, getCompanySettings } from "~/models/site-settings.server";
import { getTwoFactorState } from "~/models/two-factor.server";
import { requireAdmin, requirePermission } from "~/routes/admin/shared/auth.server";
import { requireRecentSignIn } from "~/routes/admin/shared/recent-sign-in.server";
import { getConfig } from "~/utils/env.server";
import type { FieldErrors } from "~/utils/form";
import { requireFormBody } from "~/utils/request-body.server";

import type { Route } from "./+types/settings";
import { cancelInvitation, invitationsOnScreen, invite, resendInvitation } from "./invitations.server";
import { changeRole } from "./role-change.server";
import {
  changeOwnPassword,
  removeAdmin,
  revokeOneSession,
  revokeOtherSessions,
  saveAuditRetention,
  saveCompanySettings,
  saveDigestOptIn,
  saveTwoFactorPolicy,
} from "./settings.server";
import { GUARDED_INTENTS, INTENT_PERMISSIONS, type SettingsIntent } from "./settings-intents";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const db = getDb();
  // Everyone's own account; the site's, staff and audit parts only for the roles that change them (decision 180).
  const show = {
    settings: can(admin.role, "settings"),
    staff: can(admin.role, "staff"),
    audit: can(admin.role, "audit"),
    digest: can(admin.role, "inbox"),
  };
  const [company, admins, invitations, sessions, twoFactor, passkeys, digest, auditRetentionDays, ack] =
    await Promise.all([
      show.settings ? getCompanySettings(db) : null,
      show.staff ? listAdmins(db) : [],
      show.staff ? invitationsOnScreen(db) : [],
      listUserSessions(db, admin.userId, admin.sessionId),
      getTwoFactorState(db, admin.userId),
      listPasskeys(db, admin.userId),
      show.digest ? getDigestOptIn(db, admin.userId) : false,
      show.audit ? getAuditRetentionDays(db) : null,
      show.digest ? getAcknowledgement(db) : null,
    ]);
  return {
    show,
    me: { id: admin.userId, email: admin.email, role: admin.role },
    digest: { on: digest, mailConfigured: Boolean(getConfig().SMTP_URL) },
    company,
    auditRetentionDays,
    acknowledgementOn: ack?.enabled ?? false,
    security: {
      twoFactorEnabled: twoFactor.enabled,
      recoveryCodesLeft: twoFactor.recoveryCodesLeft,
      passkeyCount: passkeys.length,
      passkeys: passkeys.map(({ id, name, createdAt }) => ({ id, name, createdAt: createdAt.toISOString() })),
      requireTwoFactor: admin.twoFactorRequired,
    },
    admins: admins.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      createdAt: row.createdAt.toISOString(),
    })),
    invitations,
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
  const form = await requireFormBody(request);
  const ctx = { db: getDb(), admin, form, ip: context.clientIp };
  const intent = String(form.get("intent") ?? "");
  requirePermission(admin, INTENT_PERMISSIONS[intent as SettingsIntent] ?? "account");
  if (GUARDED_INTENTS.has(intent)) {
    const ask = await requireRecentSignIn(request, admin, ctx);
    if (ask) return ask;
  }
  switch (intent) {
    case "company":
      return saveCompanySettings(ctx);
    case "password":
      return changeOwnPassword(ctx);
    case "invite":
      return invite(ctx);
    case "resend-invitation":
      return resendInvitation(ctx);
    case "revoke-invitation":
      return cancelInvitation(ctx);
    case "remove-admin":
      return removeAdmin(ctx);
    case "change-role":
      return changeRole(ctx);
    case "revoke-sessions":
      return revokeOtherSessions(ctx);
    case "revoke-session":
      return revokeOneSession(ctx);
    case "two-factor-policy":
      return saveTwoFactorPolicy(ctx);
    case "digest":
      return saveDigestOptIn(ctx);
    case "audit-retention":
      return saveAuditRetention(ctx);
    default:
      throw data("Unknown settings action", { status: 400 });
  }
}

export const meta = () => [{ title: "Settings · Admin" }];

type ActionResult = { intent: SettingsIntent; fieldErrors: FieldErrors; values: Record<string, string> };

function errorsFor(actionData: ActionResult | RecentSignInAsk | undefined, intent: SettingsIntent) {
  return actionData && "intent" in actionData && actionData.intent === intent ? actionData : undefined;
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { show, me, company, admins, invitations, sessions, security, digest, auditRetentionDays } = loaderData;
  const { acknowledgementOn } = loaderData;
  const removeError = errorsFor(actionData, "remove-admin")?.fieldErrors.userId;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <RecentSignInPrompt result={actionData} />
      {company ? (
        <SettingsSection
          id="company"
          title="Company details"
          description="Shown in the site's header, footer and contact page, and to search engines."
        >
          <CompanyForm company={company} result={errorsFor(actionData, "company")} />
        </SettingsSection>
      ) : null}

      <SettingsSection id="account" title="Your account" description={`Signed in as ${me.email}.`}>
        <PasswordForm email={me.email} fieldErrors={errorsFor(actionData, "password")?.fieldErrors}>
          <SecondFactorChoices passkeys={security.passkeys} totp={security.twoFactorEnabled} />
        </PasswordForm>
      </SettingsSection>

      {show.digest ? (
        <SettingsSection
          id="digest"
          title="Unanswered messages digest"
          description={`Sent to ${me.email}; only you can turn yours on or off.`}
        >
          <DigestForm on={digest.on} mailConfigured={digest.mailConfigured} />
        </SettingsSection>
      ) : null}

      {show.digest ? (
        <SettingsSection
          id="acknowledgement"
          title="Acknowledgement email"
          description="A “we received your message” email to each visitor who writes, in English or Bengali."
        >
          <div className="flex flex-wrap items-center gap-4">
            <p className="text-sm text-slate-700">{acknowledgementOn ? "On" : "Off"}</p>
            <Link to="/admin/settings/acknowledgement" className={buttonStyles.secondary}>
              Edit the acknowledgement
            </Link>
          </div>
        </SettingsSection>
      ) : null}

      <SettingsSection
        id="security"
        title="Two-factor sign-in"
        description="A code from an app on your phone, or a passkey, after your password, so a stolen password alone cannot sign in."
      >
        <TwoFactorSummary security={security} />
        {show.settings ? (
          <TwoFactorPolicyForm
            required={security.requireTwoFactor}
            error={errorsFor(actionData, "two-factor-policy")?.fieldErrors.requireTwoFactor}
          />
        ) : null}
      </SettingsSection>

      {show.staff ? (
        <SettingsSection id="admins" title="Admins" description="Everyone who can sign in to this admin area.">
          <AdminList
            admins={admins}
            me={me}
            removeError={removeError}
            roleError={errorsFor(actionData, "change-role")?.fieldErrors.role}
          />
          <StaffInvitations invitations={invitations} result={actionData} />
        </SettingsSection>
      ) : null}

      {auditRetentionDays !== null ? (
        <SettingsSection
          id="audit-retention"
          title="Audit trail"
          description="How long the record of what staff and the site did is kept. It names a visitor's message or subscription by its id only."
        >
          <AuditRetentionForm days={auditRetentionDays} result={errorsFor(actionData, "audit-retention")} />
        </SettingsSection>
      ) : null}

      <SettingsSection
        id="sessions"
        title="Sessions"
        description="Where you are signed in. Signing a session out ends it at that browser's next request."
      >
        <SessionList sessions={sessions} error={errorsFor(actionData, "revoke-session")?.fieldErrors.sessionId} />
        {sessions.length > 1 ? (
          <Form method="post" className="mt-4">
            <IntentButton intent="revoke-sessions">Sign out all other sessions</IntentButton>
          </Form>
        ) : (
          <p className="mt-4 text-sm text-slate-600">You are not signed in anywhere else.</p>
        )}
      </SettingsSection>
    </div>
  );
}
