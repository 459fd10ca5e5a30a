import "~/utils/zod-config";

import { z } from "zod";

import { ROLES } from "~/features/roles/roles";

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

export const emailField = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(254)
  .pipe(z.email("Enter a valid email address"));

export const newPasswordField = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters`);

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password").max(1024),
    newPassword: newPasswordField,
    confirmPassword: z.string().max(1024),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match",
  });

/**
 * The second factors a password change also removes (decision 145): passkeys by id, and the
 * authenticator app with its recovery codes. The form ticks them all to begin with.
 */
export const secondFactorRemovalSchema = z.object({
  removePasskey: z.array(z.uuid()).max(100),
  removeTotp: z.boolean(),
});

/** What a notice or the command line says was removed: `passkey "Laptop"`, the authenticator app. */
export function describeRemoved(removed: { passkeys: string[]; totp: boolean }): string[] {
  return [
    ...removed.passkeys.map((name) => `passkey "${name}"`),
    ...(removed.totp ? ["the authenticator app and its recovery codes"] : []),
  ];
}

/** An owner invites someone to the staff (decision 181), after a recent sign-in (decision 143). */
export const inviteSchema = z.object({ email: emailField, role: z.enum(ROLES, "Choose a role") });

/** Resending or revoking an invitation names it by id. */
export const invitationIdSchema = z.object({ invitationId: z.uuid("Unknown invitation") });

/** The invited person chooses their password: the same rules as a password change (decision 181). */
export const acceptInvitationSchema = z
  .object({ newPassword: newPasswordField, confirmPassword: z.string().max(1024) })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match",
  });

export const removeAdminSchema = z.object({ userId: z.uuid("Unknown admin") });

/** An owner gives an admin another role (decision 180), after a recent sign-in (decision 143). */
export const changeRoleSchema = z.object({ userId: z.uuid("Unknown admin"), role: z.enum(ROLES, "Choose a role") });

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, "Password is required").max(1024),
  redirectTo: z.string().max(2048).optional(),
});
