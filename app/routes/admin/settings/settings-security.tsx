import { AuditRetentionForm } from "~/components/admin/audit-retention-form";
import { RecentSignInPrompt } from "~/components/admin/recent-sign-in";
import { TwoFactorPolicyForm, TwoFactorSummary } from "~/components/admin/settings/two-factor-summary";
import { resultFor, SettingsSection } from "~/components/admin/settings-section";
import { getDb } from "~/db/client.server";
import { can } from "~/features/roles/roles";
import { listPasskeys } from "~/models/passkeys.server";
import { getAuditRetentionDays } from "~/models/site-settings.server";
import { getTwoFactorState } from "~/models/two-factor.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";

import type { Route } from "./+types/settings-security";
import { saveAuditRetention, saveTwoFactorPolicy, settingsAction } from "./settings.server";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const db = getDb();
  // Everyone's own second factors; the site-wide policy and the audit trail's keeping only for the roles that set them.
  const [twoFactor, passkeys, auditRetentionDays] = await Promise.all([
    getTwoFactorState(db, admin.userId),
    listPasskeys(db, admin.userId),
    can(admin.role, "audit") ? getAuditRetentionDays(db) : null,
  ]);
  return {
    security: {
      twoFactorEnabled: twoFactor.enabled,
      recoveryCodesLeft: twoFactor.recoveryCodesLeft,
      passkeyCount: passkeys.length,
    },
    policy: can(admin.role, "settings") ? { required: admin.twoFactorRequired } : null,
    auditRetentionDays,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return settingsAction(request, admin, context.clientIp, {
    "two-factor-policy": saveTwoFactorPolicy,
    "audit-retention": saveAuditRetention,
  });
}

export const meta = () => [{ title: "Security · Settings · Admin" }];

export default function SettingsSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const { security, policy, auditRetentionDays } = loaderData;
  return (
    <>
      <RecentSignInPrompt result={actionData} />
      <SettingsSection
        id="two-factor"
        title="Two-factor sign-in"
        description="A code from an app on your phone, or a passkey, after your password, so a stolen password alone cannot sign in."
      >
        <TwoFactorSummary security={security} />
        {policy ? (
          <TwoFactorPolicyForm
            required={policy.required}
            error={resultFor(actionData, "two-factor-policy")?.fieldErrors.requireTwoFactor}
          />
        ) : null}
      </SettingsSection>

      {auditRetentionDays !== null ? (
        <SettingsSection
          id="audit-retention"
          title="Audit trail"
          description="How long the record of what staff and the site did is kept. It names a visitor's message or subscription by its id only."
        >
          <AuditRetentionForm days={auditRetentionDays} result={resultFor(actionData, "audit-retention")} />
        </SettingsSection>
      ) : null}
    </>
  );
}
