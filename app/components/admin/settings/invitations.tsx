import { Form } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { IntentButton } from "~/components/admin/settings-section";
import { schemaCheck, SelectField, TextField, useFormCheck } from "~/components/forms";
import { inviteSchema } from "~/features/account/admin-users";
import { type Role, ROLE_LABELS } from "~/features/roles/roles";
import { companyDateTimeText } from "~/utils/company-time";

import { ROLE_OPTIONS } from "./admin-list";
import type { SettingsFormResult } from "./company-form";

type InvitationRow = {
  id: string;
  email: string;
  role: Role;
  invitedByEmail: string;
  expired: boolean;
  expiresAt: string;
};

/**
 * Invitations not yet accepted (decision 181), each with Resend (a new link, the old one dies) and Revoke;
 * and, once after an invitation that was not emailed, its link for the owner to pass on.
 */
function InvitationList({
  invitations,
  handOver,
  error,
}: {
  invitations: InvitationRow[];
  handOver?: { email: string; link: string; reason: string };
  error?: string;
}) {
  return (
    <div className="mt-6 space-y-3 border-t border-slate-100 pt-5">
      <h3 className="text-base font-semibold text-slate-900">Invitations</h3>
      {handOver ? (
        <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-3 text-sm text-amber-950">
          <p className="font-medium">
            The invitation to {handOver.email} was not emailed. {handOver.reason}. Pass this link on to them privately;
            it is shown only now:
          </p>
          <label htmlFor="invitation-link" className="sr-only">
            Invitation link for {handOver.email}
          </label>
          <input
            id="invitation-link"
            readOnly
            value={handOver.link}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-2 w-full rounded-md border border-amber-300 bg-white px-2 py-1.5 font-mono text-xs text-slate-900"
          />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {invitations.length === 0 ? (
        <p className="text-sm text-slate-600">No invitation is waiting to be accepted.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {invitations.map((row) => {
            const { expired } = row;
            return (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900">{row.email}</p>
                  <p className={`text-xs ${expired ? "text-red-700" : "text-slate-600"}`}>
                    {ROLE_LABELS[row.role]} · invited by {row.invitedByEmail} ·{" "}
                    {expired
                      ? `link expired ${companyDateTimeText(new Date(row.expiresAt))}`
                      : `link works until ${companyDateTimeText(new Date(row.expiresAt))}`}
                  </p>
                </div>
                <Form method="post" className="flex flex-wrap items-center gap-2">
                  <input type="hidden" name="invitationId" value={row.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="resend-invitation"
                    className={buttonStyles.secondary}
                    aria-label={`Resend the invitation to ${row.email}`}
                  >
                    Resend
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="revoke-invitation"
                    className="rounded-lg border border-red-200 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50"
                    aria-label={`Revoke the invitation to ${row.email}`}
                  >
                    Revoke
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

type InvitationResult = {
  intent: string;
  fieldErrors: Record<string, string | undefined>;
  values: Record<string, string>;
  handOver?: { email: string; link: string; reason: string };
};

/** Settings → Admins' invitations: the open ones, the link to hand over (once), and the form (decision 181). */
export function StaffInvitations({
  invitations,
  result,
}: {
  invitations: InvitationRow[];
  /** The Settings action's answer, whichever form it was for. */
  result?: object;
}) {
  const answer = result && "intent" in result ? (result as InvitationResult) : undefined;
  const of = (intent: string) => (answer?.intent === intent ? answer : undefined);
  return (
    <>
      <InvitationList
        invitations={invitations}
        handOver={answer?.handOver}
        error={of("resend-invitation")?.fieldErrors.invitationId ?? of("revoke-invitation")?.fieldErrors.invitationId}
      />
      {/* A new form (emptied) after each invitation made. */}
      <InviteForm key={answer?.handOver?.link ?? "invite"} result={of("invite")} />
    </>
  );
}

/** Inviting someone: their address and role; they choose their own password from the email's link. */
function InviteForm({ result }: { result?: SettingsFormResult }) {
  const { errors, onSubmit } = useFormCheck(schemaCheck(inviteSchema), result?.fieldErrors);
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="mt-6 grid gap-4 border-t border-slate-100 pt-5 sm:grid-cols-2"
    >
      <h3 className="text-base font-semibold text-slate-900 sm:col-span-2">Invite someone</h3>
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="off"
        aria-required
        className="sm:col-span-2"
        defaultValue={result?.values.email ?? ""}
        hint="They get an email with a link to choose their own password. It works once, for 72 hours."
        error={errors?.email}
      />
      <SelectField
        name="role"
        label="Role"
        className="sm:col-span-2"
        options={ROLE_OPTIONS}
        defaultValue={result?.values.role ?? "writer"}
        hint="What they may see and change. Everyone manages their own password, two-factor and sessions."
        error={errors?.role}
      />
      <div className="sm:col-span-2">
        <IntentButton intent="invite">Send invitation</IntentButton>
      </div>
    </Form>
  );
}
