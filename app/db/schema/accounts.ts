import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import type { Role } from "../../features/roles/roles";
import { bytea, createdAt } from "./columns";

// Staff accounts: admin users, their second factors (recovery codes, passkeys, WebAuthn challenges), sessions and sign-ins waiting for a second factor.

export const adminUsers = pgTable(
  "admin_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** True while the bootstrap admin still has the random password printed to the console. */
    passwordGenerated: boolean("password_generated").notNull().default(false),
    createdAt: createdAt(),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** The TOTP key (base32) once two-factor sign-in is on; null while it is off (decision 114). */
    totpSecret: text("totp_secret"),
    /** A key shown for enrolment, kept until a code from it is confirmed. */
    totpPendingSecret: text("totp_pending_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The last 30-second step whose code was accepted: a code is never accepted twice. */
    totpLastStep: integer("totp_last_step"),
    /** Opted in to the daily email of messages unanswered for more than 24 hours (decision 107). */
    unansweredDigest: boolean("unanswered_digest").notNull().default(false),
    /** Set by another admin or the command line: the next sign-in must choose a new password first. */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    /** What this person may do (decision 180). Admins from before roles are owners: nothing changes for them. */
    role: text("role").$type<Role>().notNull().default("owner"),
  },
  (t) => [
    uniqueIndex("admin_users_email_lower_idx").on(sql`lower(${t.email})`),
    check("admin_users_role_check", sql`${t.role} in ('owner', 'editor', 'writer', 'sales')`),
  ],
);

/**
 * An owner's invitation to join the staff (decision 181): the email's link lets the person choose their own
 * password. Only the SHA-256 of the link's token is kept; a resend replaces it (the old link stops working).
 * Single use (`accepted_at`), revocable (`revoked_at`), valid until `expires_at` (72 hours after it was sent).
 */
export const adminInvitations = pgTable(
  "admin_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    role: text("role").$type<Role>().notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: uuid("invited_by").references(() => adminUsers.id, { onDelete: "set null" }),
    invitedByEmail: text("invited_by_email").notNull(),
    createdAt: createdAt(),
    /** When the current link was made (the invitation, or its last resend). */
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("admin_invitations_token_hash_idx").on(t.tokenHash),
    // One open invitation per address: a second is a resend.
    uniqueIndex("admin_invitations_open_email_idx")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check("admin_invitations_role_check", sql`${t.role} in ('owner', 'editor', 'writer', 'sales')`),
  ],
);

/** Ten single-use codes for when the authenticator is lost; only their SHA-256 is kept. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("recovery_codes_user_hash_idx").on(t.userId, t.codeHash)],
);

/**
 * WebAuthn passkeys (decision 118): a second factor, or a sign-in without a password. The credential's
 * public key (COSE) and id are what the browser gave at registration; the signature counter is kept to
 * notice a cloned authenticator (most passkeys report 0 for ever, which is allowed).
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** base64url, as the browser reports it. */
    credentialId: text("credential_id").notNull(),
    publicKey: bytea("public_key").notNull(),
    /** An unsigned 32-bit value: bigint, since integer stops at 2^31. */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    /** Hints for the browser ("internal", "usb", "hybrid", …), as reported at registration. */
    transports: text("transports")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The admin's own name for it, e.g. "Work laptop". */
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("passkeys_credential_id_idx").on(t.credentialId), index("passkeys_user_idx").on(t.userId)],
);

/**
 * WebAuthn challenges, kept on the server: each is used once (deleted as it is checked) and lives two
 * minutes. `purpose` says which ceremony may use it, `userId` whose (null for a passwordless sign-in).
 */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    challenge: text("challenge").primaryKey(),
    purpose: text("purpose").notNull(),
    userId: uuid("user_id").references(() => adminUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("webauthn_challenges_expires_idx").on(t.expiresAt)],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie's random id: a leaked table cannot be replayed as cookies. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The browser's User-Agent at sign-in (cut to 512 characters), to name the device in Settings. */
    userAgent: text("user_agent"),
    /** When this session last proved who it is (sign-in, password or passkey); null means createdAt. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * A sign-in that has passed the password and waits for its second factor, kept on the server so that
 * it is spent by a success or by too many wrong codes. `id` is the SHA-256 of the cookie's random id.
 */
export const pendingSignIns = pgTable(
  "pending_sign_ins",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    failures: integer("failures").notNull().default(0),
  },
  (t) => [index("pending_sign_ins_user_idx").on(t.userId), index("pending_sign_ins_expires_idx").on(t.expiresAt)],
);
