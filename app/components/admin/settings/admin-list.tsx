import { useState } from "react";
import { Form } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { IntentButton } from "~/components/admin/settings-section";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { schemaCheck, TextField, useFormCheck } from "~/components/forms";
import { addAdminSchema, MIN_PASSWORD_LENGTH } from "~/features/account/admin-users";
import { companyDisplayDate } from "~/utils/company-time";

import type { SettingsFormResult } from "./company-form";

type AdminRow = { id: string; email: string; createdAt: string };

/** Everyone who can sign in, with a remove button for each other admin (never the last one). */
export function AdminList({
  admins,
  me,
  removeError,
}: {
  admins: AdminRow[];
  me: { id: string };
  removeError?: string;
}) {
  return (
    <>
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
              <p className="text-xs text-slate-600">Added {companyDisplayDate(new Date(row.createdAt))}</p>
            </div>
            {row.id !== me.id && admins.length > 1 ? <RemoveAdminButton id={row.id} email={row.email} /> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

export function AddAdminForm({ result }: { result?: SettingsFormResult }) {
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
