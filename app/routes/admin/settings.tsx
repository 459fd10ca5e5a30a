import { useState } from "react";
import { Form, data } from "react-router";
import { buttonStyles } from "~/components/admin/button-styles";
import { IntentButton, SettingsSection } from "~/components/admin/settings-section";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { TextField, schemaCheck, useFormCheck } from "~/components/forms";
import { getDb } from "~/db/client.server";
import { listAdmins } from "~/models/admin-users.server";
import { countOtherSessions } from "~/models/sessions.server";
import { getCompanySettings } from "~/models/site-settings.server";
import { addAdminSchema, changePasswordSchema, MIN_PASSWORD_LENGTH } from "~/utils/admin-users";
import type { FieldErrors } from "~/utils/form";
import { requireFormBody } from "~/utils/request-body.server";
import { companySettingsSchema, type CompanySettings } from "~/utils/site-settings";
import { requireAdmin } from "./auth.server";
import {
  addAdmin,
  changeOwnPassword,
  removeAdmin,
  revokeOtherSessions,
  saveCompanySettings,
  type SettingsIntent,
} from "./settings.server";
import type { Route } from "./+types/settings";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const db = getDb();
  const [company, admins, otherSessions] = await Promise.all([
    getCompanySettings(db),
    listAdmins(db),
    countOtherSessions(db, admin.userId, admin.sessionId),
  ]);
  return {
    me: { id: admin.userId, email: admin.email },
    company,
    admins: admins.map((row) => ({ id: row.id, email: row.email, createdAt: row.createdAt.toISOString() })),
    otherSessions,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await requireFormBody(request);
  const ctx = { db: getDb(), admin, form, ip: context.clientIp };
  switch (form.get("intent")) {
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
    default:
      throw data("Unknown settings action", { status: 400 });
  }
}

export const meta = () => [{ title: "Settings · Admin" }];

type ActionResult = { intent: SettingsIntent; fieldErrors: FieldErrors; values: Record<string, string> };

function errorsFor(actionData: ActionResult | undefined, intent: SettingsIntent) {
  return actionData?.intent === intent ? actionData : undefined;
}

const companyFields: { name: keyof CompanySettings; label: string; type?: string; autoComplete?: string; wide?: boolean }[] = [
  { name: "companyName", label: "Company name", autoComplete: "organization" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "tagline", label: "Tagline" },
  { name: "dhakaAddress", label: "Dhaka address", wide: true },
  { name: "londonAddress", label: "London address", wide: true },
  { name: "hoursWeekdays", label: "Business hours (weekdays)" },
  { name: "hoursSaturday", label: "Business hours (Saturday)" },
  { name: "linkedinUrl", label: "LinkedIn link", type: "url" },
  { name: "twitterUrl", label: "X (Twitter) link", type: "url" },
  { name: "facebookUrl", label: "Facebook link", type: "url" },
  { name: "githubUrl", label: "GitHub link", type: "url" },
];

function CompanyForm({ company, result }: { company: CompanySettings; result?: ActionResult }) {
  const { errors, onSubmit } = useFormCheck(schemaCheck(companySettingsSchema), result?.fieldErrors);
  const values: Record<string, string> = result?.values ?? company;
  return (
    // Remounted when saved values change, so the inputs show what is stored now.
    <Form key={JSON.stringify(company)} method="post" noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      {companyFields.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={field.label}
          type={field.type ?? "text"}
          autoComplete={field.autoComplete ?? "off"}
          defaultValue={values[field.name] ?? ""}
          error={errors?.[field.name]}
          className={field.wide ? "sm:col-span-2" : undefined}
        />
      ))}
      <div className="sm:col-span-2">
        <IntentButton intent="company">Save company details</IntentButton>
      </div>
    </Form>
  );
}

function PasswordForm({ email, result }: { email: string; result?: ActionResult }) {
  const { errors, onSubmit } = useFormCheck(schemaCheck(changePasswordSchema), result?.fieldErrors);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="grid max-w-md gap-4">
      <input type="text" name="username" value={email} autoComplete="username" readOnly hidden />
      <TextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" aria-required error={errors?.currentPassword} />
      <TextField
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        aria-required
        minLength={MIN_PASSWORD_LENGTH}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters. Your other sessions will be signed out.`}
        error={errors?.newPassword}
      />
      <TextField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" aria-required error={errors?.confirmPassword} />
      <div>
        <IntentButton intent="password">Change password</IntentButton>
      </div>
    </Form>
  );
}

function AddAdminForm({ result }: { result?: ActionResult }) {
  const { errors, onSubmit } = useFormCheck(schemaCheck(addAdminSchema), result?.fieldErrors);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="mt-6 grid gap-4 border-t border-slate-100 pt-5 sm:grid-cols-2">
      <h3 className="text-base font-semibold text-slate-900 sm:col-span-2">Add an admin</h3>
      <TextField name="email" label="Email" type="email" autoComplete="off" aria-required defaultValue={result?.values.email ?? ""} error={errors?.email} />
      <TextField
        name="password"
        label="Temporary password"
        type="password"
        autoComplete="new-password"
        aria-required
        minLength={MIN_PASSWORD_LENGTH}
        hint="Give it to them privately; they change it under Settings."
        error={errors?.password}
      />
      <TextField
        name="currentPassword"
        label="Your current password"
        type="password"
        autoComplete="current-password"
        aria-required
        hint="To confirm it is you adding them."
        error={errors?.currentPassword}
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

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { me, company, admins, otherSessions } = loaderData;
  const removeError = errorsFor(actionData, "remove-admin")?.fieldErrors.userId;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Settings</h1>
      <SettingsSection id="company" title="Company details" description="Shown in the site's header, footer and contact page, and to search engines.">
        <CompanyForm company={company} result={errorsFor(actionData, "company")} />
      </SettingsSection>

      <SettingsSection id="account" title="Your account" description={`Signed in as ${me.email}.`}>
        <PasswordForm email={me.email} result={errorsFor(actionData, "password")} />
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
                  {row.id === me.id ? <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">You</span> : null}
                </p>
                <p className="text-xs text-slate-600">Added {new Date(row.createdAt).toLocaleDateString("en-GB", { dateStyle: "medium" })}</p>
              </div>
              {row.id !== me.id && admins.length > 1 ? <RemoveAdminButton id={row.id} email={row.email} /> : null}
            </li>
          ))}
        </ul>
        <AddAdminForm result={errorsFor(actionData, "add-admin")} />
      </SettingsSection>

      <SettingsSection
        id="sessions"
        title="Sessions"
        description={
          otherSessions === 0
            ? "You are not signed in anywhere else."
            : `You are signed in on ${otherSessions} other ${otherSessions === 1 ? "browser or device" : "browsers or devices"}.`
        }
      >
        <Form method="post">
          <IntentButton intent="revoke-sessions">Sign out all other sessions</IntentButton>
        </Form>
      </SettingsSection>
    </div>
  );
}
