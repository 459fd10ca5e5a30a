import { useState } from "react";
import { Form } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { IntentButton } from "~/components/admin/settings-section";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { type Role, ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES } from "~/features/roles/roles";
import { companyDisplayDate } from "~/utils/company-time";

type AdminRow = { id: string; email: string; role: Role; createdAt: string };

export const ROLE_OPTIONS = ROLES.map((role) => ({
  value: role,
  label: `${ROLE_LABELS[role]}: ${ROLE_DESCRIPTIONS[role]}`,
}));

/**
 * Everyone who can sign in, with their role and a form to change it (decision 180), and a remove button
 * for each other admin (never the last one).
 */
export function AdminList({
  admins,
  me,
  removeError,
  roleError,
}: {
  admins: AdminRow[];
  me: { id: string };
  removeError?: string;
  roleError?: string;
}) {
  return (
    <>
      {[removeError, roleError].map((error) =>
        error ? (
          <p
            key={error}
            role="alert"
            className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {error}
          </p>
        ) : null,
      )}
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
                {ROLE_LABELS[row.role]} · Added {companyDisplayDate(new Date(row.createdAt))}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <RoleForm row={row} />
              {row.id !== me.id && admins.length > 1 ? <RemoveAdminButton id={row.id} email={row.email} /> : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A role choice and its button; the action asks for a recent sign-in first. */
function RoleForm({ row }: { row: AdminRow }) {
  return (
    <Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="userId" value={row.id} />
      <label className="sr-only" htmlFor={`role-${row.id}`}>
        Role of {row.email}
      </label>
      <select
        id={`role-${row.id}`}
        name="role"
        defaultValue={row.role}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      <button type="submit" name="intent" value="change-role" className={buttonStyles.secondary}>
        Change role
      </button>
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
