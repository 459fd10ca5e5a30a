import { useState } from "react";
import { data, Form, Link } from "react-router";

import { AuditRetentionForm } from "~/components/admin/audit-retention-form";
import { buttonStyles } from "~/components/admin/button-styles";
import { DigestForm } from "~/components/admin/digest-form";
import { TranslatedField, TranslationNote } from "~/components/admin/editors/translated-field";
import { PasswordForm, SecondFactorChoices } from "~/components/admin/password-form";
import { type RecentSignInAsk, RecentSignInPrompt } from "~/components/admin/recent-sign-in";
import { IntentButton, SettingsSection } from "~/components/admin/settings-section";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { schemaCheck, TextField, useFormCheck } from "~/components/forms";
import { getDb } from "~/db/client.server";
import { addAdminSchema, MIN_PASSWORD_LENGTH } from "~/features/account/admin-users";
import { describeUserAgent } from "~/features/account/user-agent";
import { listAdmins } from "~/models/admin-users.server";
import { getDigestOptIn } from "~/models/inbox-digest.server";
import { listPasskeys } from "~/models/passkeys.server";
import { listUserSessions } from "~/models/sessions.server";
import { getAuditRetentionDays, getCompanySettings } from "~/models/site-settings.server";
import { getTwoFactorState } from "~/models/two-factor.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { requireRecentSignIn } from "~/routes/admin/shared/recent-sign-in.server";
import { getConfig } from "~/utils/env.server";
import type { FieldErrors } from "~/utils/form";
import { requireFormBody } from "~/utils/request-body.server";
import {
  companySettingsFormSchema,
  type CompanySettingsInput,
  companySettingsTranslation,
} from "~/utils/site-settings";

import type { Route } from "./+types/settings";
import {
  addAdmin,
  changeOwnPassword,
  GUARDED_INTENTS,
  removeAdmin,
  revokeOneSession,
  revokeOtherSessions,
  saveAuditRetention,
  saveCompanySettings,
  saveDigestOptIn,
  saveTwoFactorPolicy,
  type SettingsIntent,
} from "./settings.server";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const db = getDb();
  const [company, admins, sessions, twoFactor, passkeys, digest, auditRetentionDays] = await Promise.all([
    getCompanySettings(db),
    listAdmins(db),
    listUserSessions(db, admin.userId, admin.sessionId),
    getTwoFactorState(db, admin.userId),
    listPasskeys(db, admin.userId),
    getDigestOptIn(db, admin.userId),
    getAuditRetentionDays(db),
  ]);
  return {
    me: { id: admin.userId, email: admin.email },
    digest: { on: digest, mailConfigured: Boolean(getConfig().SMTP_URL) },
    company,
    auditRetentionDays,
    security: {
      twoFactorEnabled: twoFactor.enabled,
      recoveryCodesLeft: twoFactor.recoveryCodesLeft,
      passkeyCount: passkeys.length,
      passkeys: passkeys.map(({ id, name, createdAt }) => ({ id, name, createdAt: createdAt.toISOString() })),
      requireTwoFactor: admin.twoFactorRequired,
    },
    admins: admins.map((row) => ({ id: row.id, email: row.email, createdAt: row.createdAt.toISOString() })),
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
  if (GUARDED_INTENTS.has(intent)) {
    const ask = await requireRecentSignIn(request, admin, ctx);
    if (ask) return ask;
  }
  switch (intent) {
    case "company":
      return saveCompanySettings(ctx);
    case "password":
      return changeOwnPassword(ctx);
    case "add-admin":
      return addAdmin(ctx);
    case "remove-admin":
      return removeAdmin(ctx);
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

type CompanyField = {
  name: Exclude<keyof CompanySettingsInput, "translations">;
  label: string;
  type?: string;
  autoComplete?: string;
  /** Written in English and Bengali side by side (decision 134). */
  translated?: boolean;
  inputMode?: "numeric";
  maxLength?: number;
};

const companyFields: CompanyField[] = [
  { name: "companyName", label: "Company name", autoComplete: "organization" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "tagline", label: "Tagline", translated: true },
  { name: "dhakaAddress", label: "Dhaka address", translated: true },
  { name: "londonAddress", label: "London address", translated: true },
  { name: "hoursWeekdays", label: "Business hours (weekdays)", translated: true },
  { name: "hoursSaturday", label: "Business hours (Saturday)", translated: true },
  { name: "foundedYear", label: "Founded in (year)", inputMode: "numeric", maxLength: 4 },
  { name: "linkedinUrl", label: "LinkedIn link", type: "url" },
  { name: "twitterUrl", label: "X (Twitter) link", type: "url" },
  { name: "facebookUrl", label: "Facebook link", type: "url" },
  { name: "githubUrl", label: "GitHub link", type: "url" },
];

function CompanyForm({ company, result }: { company: CompanySettingsInput; result?: ActionResult }) {
  const { errors, onSubmit } = useFormCheck(schemaCheck(companySettingsFormSchema), result?.fieldErrors);
  const { translations, ...english } = company;
  const values: Record<string, unknown> = result?.values ?? {
    ...english,
    foundedYear: String(company.foundedYear),
    ...companySettingsTranslation.valuesOf(translations),
  };
  return (
    // Remounted when saved values change, so the inputs show what is stored now.
    <Form
      key={JSON.stringify(company)}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <TranslationNote />
      </div>
      {companyFields.map((field) =>
        field.translated ? (
          <div key={field.name} className="sm:col-span-2">
            <TranslatedField
              kind="text"
              label={field.label}
              name={field.name}
              values={values}
              errors={errors}
              autoComplete="off"
            />
          </div>
        ) : (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            type={field.type ?? "text"}
            autoComplete={field.autoComplete ?? "off"}
            inputMode={field.inputMode}
            maxLength={field.maxLength}
            defaultValue={typeof values[field.name] === "string" ? (values[field.name] as string) : ""}
            error={errors?.[field.name]}
          />
        ),
      )}
      <div className="sm:col-span-2">
        <IntentButton intent="company">Save company details</IntentButton>
      </div>
    </Form>
  );
}

function AddAdminForm({ result }: { result?: ActionResult }) {
  const { errors, onSubmit } = useFormCheck(schemaCheck(addAdminSchema), result?.fieldErrors);
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="mt-6 grid gap-4 border-t border-slate-100 pt-5 sm:grid-cols-2"
    >
      <h3 className="text-base font-semibold text-slate-900 sm:col-span-2">Add an admin</h3>
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="off"
        aria-required
        defaultValue={result?.values.email ?? ""}
        error={errors?.email}
      />
      <TextField
        name="password"
        label="Temporary password"
        type="password"
        autoComplete="new-password"
        aria-required
        minLength={MIN_PASSWORD_LENGTH}
        hint="Give it to them privately; they choose their own when they first sign in."
        error={errors?.password}
      />
      <div className="sm:col-span-2">
        <IntentButton intent="add-admin">Add admin</IntentButton>
      </div>
    </Form>
  );
}

/** Removing an admin asks first, in a modal dialog that names them. */
function RemoveAdminButton({ id, email }: { id: string; email: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-lg border border-red-200 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50"
        aria-label={`Remove ${email}`}
      >
        Remove
      </button>
      {open ? (
        <ConfirmDialog
          title={`Remove ${email}?`}
          onCancel={() => setOpen(false)}
          actions={
            <Form method="post" className="flex gap-3" onSubmit={() => setOpen(false)}>
              <input type="hidden" name="userId" value={id} />
              <button type="button" onClick={() => setOpen(false)} className={buttonStyles.secondary}>
                Cancel
              </button>
              <IntentButton intent="remove-admin" tone="danger">
                Remove admin
              </IntentButton>
            </Form>
          }
        >
          <p>They will be signed out and can no longer sign in to the admin area.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

function TwoFactorPolicyForm({ required, error }: { required: boolean; error?: string }) {
  return (
    <Form key={String(required)} method="post" className="mt-5 space-y-3 border-t border-slate-100 pt-5">
      <div className="flex items-start gap-3">
        <input
          id="require-two-factor"
          name="requireTwoFactor"
          type="checkbox"
          defaultChecked={required}
          aria-describedby={error ? "require-two-factor-hint require-two-factor-error" : "require-two-factor-hint"}
          aria-invalid={error ? true : undefined}
          className="mt-1 h-4 w-4 rounded border-slate-300 text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
        />
        <div>
          <label htmlFor="require-two-factor" className="text-sm font-medium text-slate-900">
            Require two-factor for all admins
          </label>
          <p id="require-two-factor-hint" className="text-xs text-slate-600">
            Admins without it are sent to set it up right after they sign in.
          </p>
          {error ? (
            <p id="require-two-factor-error" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      </div>
      <IntentButton intent="two-factor-policy">Save</IntentButton>
    </Form>
  );
}

type SessionRow = { id: string; device: string; createdAt: string; lastSeenAt: string; current: boolean };

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";

function SessionList({ sessions, error }: { sessions: SessionRow[]; error?: string }) {
  return (
    <>
      {error ? (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label="Your sessions">
        {sessions.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-900">
                {row.device}
                {row.current ? (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">This session</span>
                ) : null}
              </p>
              <p className="text-xs text-slate-600">
                Signed in {dateTime(row.createdAt)} · last seen {dateTime(row.lastSeenAt)}
              </p>
            </div>
            {row.current ? null : (
              <Form method="post">
                <input type="hidden" name="sessionId" value={row.id} />
                <button
                  type="submit"
                  name="intent"
                  value="revoke-session"
                  aria-label={`Sign out ${row.device}, signed in ${dateTime(row.createdAt)}`}
                  className="rounded-lg border border-red-200 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50"
                >
                  Sign out
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { me, company, admins, sessions, security, digest, auditRetentionDays } = loaderData;
  const removeError = errorsFor(actionData, "remove-admin")?.fieldErrors.userId;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <RecentSignInPrompt result={actionData} />
      <SettingsSection
        id="company"
        title="Company details"
        description="Shown in the site's header, footer and contact page, and to search engines."
      >
        <CompanyForm company={company} result={errorsFor(actionData, "company")} />
      </SettingsSection>

      <SettingsSection id="account" title="Your account" description={`Signed in as ${me.email}.`}>
        <PasswordForm email={me.email} fieldErrors={errorsFor(actionData, "password")?.fieldErrors}>
          <SecondFactorChoices passkeys={security.passkeys} totp={security.twoFactorEnabled} />
        </PasswordForm>
      </SettingsSection>

      <SettingsSection
        id="digest"
        title="Unanswered messages digest"
        description={`Sent to ${me.email}; only you can turn yours on or off.`}
      >
        <DigestForm on={digest.on} mailConfigured={digest.mailConfigured} />
      </SettingsSection>

      <SettingsSection
        id="security"
        title="Two-factor sign-in"
        description="A code from an app on your phone, or a passkey, after your password, so a stolen password alone cannot sign in."
      >
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 px-4 py-3">
          <div>
            <p className="text-sm text-slate-900">
              <span className="font-medium">Authenticator app: </span>
              {security.twoFactorEnabled ? (
                <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">On</span>
              ) : (
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">Off</span>
              )}
            </p>
            {security.twoFactorEnabled ? (
              <p className="mt-1 text-xs text-slate-600">{`${security.recoveryCodesLeft} recovery codes left`}</p>
            ) : null}
            <p className="mt-1 text-sm text-slate-900">
              <span className="font-medium">Passkeys: </span>
              {security.passkeyCount === 0 ? "none" : security.passkeyCount}
            </p>
          </div>
          <Link to="/admin/settings/two-factor" className={buttonStyles.secondary}>
            {security.twoFactorEnabled || security.passkeyCount > 0 ? "Manage" : "Set up"}
          </Link>
        </div>
        <TwoFactorPolicyForm
          required={security.requireTwoFactor}
          error={errorsFor(actionData, "two-factor-policy")?.fieldErrors.requireTwoFactor}
        />
      </SettingsSection>

      <SettingsSection id="admins" title="Admins" description="Everyone who can sign in to this admin area.">
        {removeError ? (
          <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {removeError}
          </p>
        ) : null}
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {admins.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-slate-900">
                  {row.email}
                  {row.id === me.id ? (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">You</span>
                  ) : null}
                </p>
                <p className="text-xs text-slate-600">
                  Added {new Date(row.createdAt).toLocaleDateString("en-GB", { dateStyle: "medium" })}
                </p>
              </div>
              {row.id !== me.id && admins.length > 1 ? <RemoveAdminButton id={row.id} email={row.email} /> : null}
            </li>
          ))}
        </ul>
        <AddAdminForm result={errorsFor(actionData, "add-admin")} />
      </SettingsSection>

      <SettingsSection
        id="audit-retention"
        title="Audit trail"
        description="How long the record of what staff and the site did is kept. It names a visitor's message or subscription by its id only."
      >
        <AuditRetentionForm days={auditRetentionDays} result={errorsFor(actionData, "audit-retention")} />
      </SettingsSection>

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
