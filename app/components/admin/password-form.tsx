import type { ReactNode } from "react";
import { Form } from "react-router";

import { IntentButton } from "~/components/admin/settings-section";
import { schemaCheck, TextField, useFormCheck } from "~/components/forms";
import { changePasswordSchema, MIN_PASSWORD_LENGTH } from "~/features/account/admin-users";
import { companyDisplayDate } from "~/utils/company-time";
import type { FieldErrors } from "~/utils/form";

/**
 * Choosing a new password: under Settings → Your account, and on the screen an admin with a temporary
 * password is sent to (decision 145). Both post `intent=password` with the same fields.
 */
export function PasswordForm({
  email,
  fieldErrors,
  currentLabel = "Current password",
  submitLabel = "Change password",
  children,
}: {
  email: string;
  fieldErrors?: FieldErrors;
  currentLabel?: string;
  submitLabel?: string;
  /** More choices, shown before the button. */
  children?: ReactNode;
}) {
  const { errors, onSubmit } = useFormCheck(schemaCheck(changePasswordSchema), fieldErrors);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="grid max-w-md gap-4">
      <input type="text" name="username" value={email} autoComplete="username" readOnly hidden />
      <TextField
        name="currentPassword"
        label={currentLabel}
        type="password"
        autoComplete="current-password"
        aria-required
        error={errors?.currentPassword}
      />
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
      <TextField
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        aria-required
        error={errors?.confirmPassword}
      />
      {children}
      <div>
        <IntentButton intent="password">{submitLabel}</IntentButton>
      </div>
    </Form>
  );
}

/**
 * "Credentials follow the password" (decision 145): the admin's passkeys and authenticator app, each
 * ticked, to be removed with the old password. Nothing is shown when there are none.
 */
export function SecondFactorChoices({
  passkeys,
  totp,
}: {
  passkeys: { id: string; name: string; createdAt: string }[];
  totp: boolean;
}) {
  if (passkeys.length === 0 && !totp) return null;
  const added = (iso: string) => companyDisplayDate(new Date(iso));
  const box =
    "mt-0.5 h-4 w-4 rounded border-slate-300 text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700";
  return (
    <fieldset className="rounded-xl border border-slate-200 px-4 py-3">
      <legend className="px-1 text-sm font-medium text-slate-900">Also remove</legend>
      <p className="text-xs text-slate-600">
        If someone else may know your old password, remove these too: they can sign in without it. Add them again
        afterwards under Two-factor sign-in.
      </p>
      <ul className="mt-2 space-y-2">
        {passkeys.map((passkey) => (
          <li key={passkey.id} className="flex items-start gap-2">
            <input
              id={`remove-passkey-${passkey.id}`}
              type="checkbox"
              name="removePasskey"
              value={passkey.id}
              defaultChecked
              className={box}
            />
            <label htmlFor={`remove-passkey-${passkey.id}`} className="text-sm text-slate-800">
              Passkey “{passkey.name}”, added {added(passkey.createdAt)}
            </label>
          </li>
        ))}
        {totp ? (
          <li className="flex items-start gap-2">
            <input id="remove-totp" type="checkbox" name="removeTotp" defaultChecked className={box} />
            <label htmlFor="remove-totp" className="text-sm text-slate-800">
              Authenticator app and its recovery codes
            </label>
          </li>
        ) : null}
      </ul>
    </fieldset>
  );
}
