import { data, Form, Link } from "react-router";

import { RecentSignInPrompt } from "~/components/admin/recent-sign-in";
import { IntentButton, SettingsSection } from "~/components/admin/settings-section";
import { Passkeys } from "~/components/admin/two-factor/passkeys";
import { RecoveryCodes } from "~/components/admin/two-factor/recovery-codes";
import { TextField } from "~/components/forms";
import { getDb } from "~/db/client.server";
import { formatTotpSecret, totpQrSvg, totpUri } from "~/features/account/totp.server";
import { listPasskeys } from "~/models/passkeys.server";
import { getCompanySettings } from "~/models/site-settings.server";
import { getTwoFactorState } from "~/models/two-factor.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { type PasskeyIntent, registerPasskey, removePasskey } from "~/routes/admin/shared/passkeys.server";
import { requireRecentSignIn } from "~/routes/admin/shared/recent-sign-in.server";
import { companyDisplayDate } from "~/utils/company-time";
import { requireFormBody } from "~/utils/request-body.server";

import type { Route } from "./+types/two-factor";
import {
  cancelEnrolment,
  confirmEnrolment,
  disableTwoFactor,
  GUARDED_INTENTS,
  regenerateRecoveryCodes,
  startEnrolment,
  type TwoFactorIntent,
} from "./two-factor.server";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const db = getDb();
  const state = await getTwoFactorState(db, admin.userId);
  let enrolment: { qrSvg: string; key: string } | null = null;
  if (!state.enabled && state.pendingSecret) {
    const issuer = `${(await getCompanySettings(db)).companyName} admin`;
    enrolment = {
      qrSvg: await totpQrSvg(totpUri(state.pendingSecret, admin.email, issuer)),
      key: formatTotpSecret(state.pendingSecret),
    };
  }
  const passkeys = (await listPasskeys(db, admin.userId)).map((p) => ({
    id: p.id,
    name: p.name,
    createdAt: p.createdAt.toISOString(),
    lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
  }));
  return {
    passkeys,
    // Either counts as two-factor sign-in (decision 118).
    anyTwoFactor: state.enabled || passkeys.length > 0,
    enabled: state.enabled,
    enabledAt: state.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: state.recoveryCodesLeft,
    required: admin.twoFactorRequired,
    email: admin.email,
    enrolment,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await requireFormBody(request);
  const ctx = { db: getDb(), admin, form, ip: context.clientIp };
  const intent = String(form.get("intent") ?? "");
  if (GUARDED_INTENTS.has(intent)) {
    const ask = await requireRecentSignIn(request, admin, ctx);
    if (ask) return ask;
  }
  switch (intent) {
    case "start":
      return startEnrolment(ctx);
    case "cancel":
      return cancelEnrolment(ctx);
    case "confirm":
      return confirmEnrolment(ctx);
    case "recovery-codes":
      return regenerateRecoveryCodes(ctx);
    case "disable":
      return disableTwoFactor(ctx);
    case "passkey-register":
      return registerPasskey(ctx);
    case "passkey-delete":
      return removePasskey(ctx);
    default:
      throw data("Unknown two-factor action", { status: 400 });
  }
}

export const meta = () => [{ title: "Two-factor sign-in · Admin" }];

type ActionResult = {
  intent: TwoFactorIntent | PasskeyIntent;
  fieldErrors: Record<string, string>;
  recoveryCodes: string[] | null;
};

const errorFor = (result: ActionResult | undefined, intent: TwoFactorIntent | PasskeyIntent, field: string) =>
  result?.intent === intent ? result.fieldErrors[field] : undefined;

/** A button posting one intent; a guarded one asks for a recent sign-in first (decision 143). */
function IntentForm({ intent, label, tone }: { intent: TwoFactorIntent; label: string; tone?: "danger" }) {
  return (
    <Form method="post">
      <IntentButton intent={intent} tone={tone}>
        {label}
      </IntentButton>
    </Form>
  );
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { enabled, enabledAt, recoveryCodesLeft, required, enrolment, passkeys, anyTwoFactor } = loaderData;
  const result = actionData as ActionResult | undefined;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <Link
          to="/admin/settings/security"
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          ← Settings
        </Link>
        <h2 className="mt-2 text-2xl font-bold text-slate-900">Two-factor sign-in</h2>
      </div>
      {required && !anyTwoFactor ? (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          This site requires two-factor sign-in for every admin. Set up an authenticator app or add a passkey to
          continue to the admin area.
        </p>
      ) : null}

      <RecentSignInPrompt result={actionData} />
      {result?.recoveryCodes ? <RecoveryCodes codes={result.recoveryCodes} /> : null}

      {enabled ? (
        <>
          <SettingsSection
            id="status"
            title="Authenticator app"
            description={`On since ${companyDisplayDate(new Date(enabledAt!))}. After your password, sign-in asks for the code your app shows.`}
          >
            <p className="text-sm text-slate-700">
              {recoveryCodesLeft === 1 ? "1 recovery code left." : `${recoveryCodesLeft} recovery codes left.`} New
              codes replace every old one.
            </p>
            <div className="mt-4">
              <IntentForm intent="recovery-codes" label="Make new recovery codes" />
            </div>
          </SettingsSection>
          <SettingsSection
            id="disable"
            title="Turn off two-factor sign-in"
            description="Your password alone will sign you in again."
          >
            <IntentForm intent="disable" label="Turn off two-factor sign-in" tone="danger" />
          </SettingsSection>
        </>
      ) : enrolment ? (
        <SettingsSection
          id="enrol"
          title="Set up your authenticator app"
          description="Scan the code with an authenticator app (such as 1Password, Google Authenticator or Microsoft Authenticator), then enter the 6-digit code it shows."
        >
          <div className="grid gap-6 sm:grid-cols-[auto_1fr] sm:items-start">
            <div
              role="img"
              aria-label="QR code for your authenticator app"
              className="mx-auto w-48 rounded-lg border border-slate-200 bg-white sm:mx-0 [&>svg]:h-auto [&>svg]:w-full"
              // The SVG is drawn on this server by the qrcode library from our own otpauth URI.
              dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
            />
            <div className="min-w-0 space-y-4">
              <div>
                <p className="text-sm font-medium text-slate-900">Can't scan it? Enter this key instead</p>
                <p
                  className="mt-1 rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm tracking-wider break-all text-slate-900"
                  data-testid="totp-key"
                >
                  {enrolment.key}
                </p>
              </div>
              <Form method="post" noValidate className="grid max-w-xs gap-4">
                <TextField
                  name="code"
                  id="enrol-code"
                  label="Code from the app"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                  aria-required
                  error={errorFor(result, "confirm", "code")}
                />
                <div className="flex flex-wrap gap-3">
                  <IntentButton intent="confirm">Turn on two-factor sign-in</IntentButton>
                </div>
              </Form>
              <Form method="post">
                <button
                  type="submit"
                  name="intent"
                  value="cancel"
                  className="text-sm font-medium text-slate-700 underline-offset-2 hover:underline"
                >
                  Cancel set-up
                </button>
              </Form>
            </div>
          </div>
        </SettingsSection>
      ) : (
        <SettingsSection
          id="enrol"
          title="Authenticator app"
          description="Off. With it on, sign-in asks for a code from an app on your phone after your password, so a stolen password alone is not enough."
        >
          <Form method="post">
            <IntentButton intent="start">Set up two-factor sign-in</IntentButton>
          </Form>
        </SettingsSection>
      )}

      <Passkeys passkeys={passkeys} result={result} />
    </div>
  );
}
