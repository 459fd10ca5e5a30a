import type { Permission } from "~/features/roles/roles";

export type SettingsIntent =
  | "company"
  | "password"
  | "invite"
  | "resend-invitation"
  | "revoke-invitation"
  | "remove-admin"
  | "change-role"
  | "revoke-sessions"
  | "revoke-session"
  | "two-factor-policy"
  | "digest"
  | "audit-retention";

/**
 * What each part of Settings needs (decision 180). Everyone has their own account (password, sessions);
 * an intent not named here needs nothing more than the screen's "account".
 */
export const INTENT_PERMISSIONS: Readonly<Partial<Record<SettingsIntent, Permission>>> = {
  company: "settings",
  "two-factor-policy": "settings",
  invite: "staff",
  "resend-invitation": "staff",
  "revoke-invitation": "staff",
  "remove-admin": "staff",
  "change-role": "staff",
  "audit-retention": "audit",
  digest: "inbox",
};

/**
 * These change who can sign in or how (decision 143): the action asks for a recent sign-in first. The
 * password change asks for the current password itself, which counts as one.
 */
export const GUARDED_INTENTS: ReadonlySet<string> = new Set([
  "invite",
  "resend-invitation",
  "revoke-invitation",
  "remove-admin",
  "change-role",
  "two-factor-policy",
]);

/** Settings' screens (decision 157): each holds the forms of one part, under /admin/settings. */
export const SETTINGS_PATHS = {
  account: "/admin/settings/account",
  security: "/admin/settings/security",
  notifications: "/admin/settings/notifications",
  company: "/admin/settings/company",
  admins: "/admin/settings/admins",
} as const;

export const SETTINGS_TABS = [
  { to: SETTINGS_PATHS.account, label: "Your account" },
  { to: SETTINGS_PATHS.security, label: "Security" },
  { to: SETTINGS_PATHS.notifications, label: "Notifications" },
  { to: SETTINGS_PATHS.company, label: "Company" },
  { to: SETTINGS_PATHS.admins, label: "Admins" },
] as const;
