import type { ReactNode } from "react";
import { Form } from "react-router";

import { IntentButton } from "~/components/admin/settings-section";
import { schemaCheck, TextField, useFormCheck } from "~/components/forms";
import { changePasswordSchema, MIN_PASSWORD_LENGTH } from "~/utils/admin-users";
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
