import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import type { BlogPostStatus } from "../features/blog/blog-post-status";
import { defaultLocale, locales } from "../utils/locale";

/** pg returns Buffer, PGlite Uint8Array: both are Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * The spec's hosted table: the first seven columns keep its names and types so an existing table can
 * be pointed at; everything after them is nullable or defaulted.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    read: boolean("read").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    spam: boolean("spam").notNull().default(false),
    spamReason: text("spam_reason"),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    notifyAttempts: integer("notify_attempts").notNull().default(0),
    /** Where the message is in staff's work on it (decision 100); the read flag stays separate. */
    status: text("status", { enum: ["new", "in_progress", "replied", "closed"] })
      .notNull()
      .default("new"),
    assigneeId: uuid("assignee_id").references((): AnyPgColumn => adminUsers.id, { onDelete: "set null" }),
    /** Lead source, from the visit's sessionStorage (decision 101): cleaned, at most 200 characters each. */
    landingPage: text("landing_page"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    referrerHost: text("referrer_host"),
    sourcePage: text("source_page"),
    /** The language of the page the message was sent from (its path, never a field the visitor sets). */
    locale: text("locale", { enum: locales }).notNull().default(defaultLocale),
  },
  (t) => [
    check("contact_messages_status_check", sql`${t.status} in ('new', 'in_progress', 'replied', 'closed')`),
    index("contact_messages_assignee_idx").on(t.assigneeId),
    index("contact_messages_inbox_idx").on(t.spam, t.createdAt.desc(), t.id),
    index("contact_messages_unread_idx").on(t.spam, t.read, t.createdAt.desc()),
    index("contact_messages_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("contact_messages_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    index("contact_messages_subject_trgm_idx").using("gin", sql`${t.subject} gin_trgm_ops`),
  ],
);

/** Internal notes staff keep on a message; the author's email stays when the admin is removed. */
export const contactMessageNotes = pgTable(
  "contact_message_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references((): AnyPgColumn => adminUsers.id, { onDelete: "set null" }),
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_message_notes_message_idx").on(t.messageId, t.createdAt)],
);

/**
 * Email replies to a message (decision 101). A reply is stored before it is sent, so SMTP being down
 * never loses one: it stays "failed" with the reason and is retried.
 */
export const contactMessageReplies = pgTable(
  "contact_message_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references((): AnyPgColumn => adminUsers.id, { onDelete: "set null" }),
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
    status: text("status", { enum: ["sending", "sent", "failed"] })
      .notNull()
      .default("sending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The reply's own Message-ID header, which later replies cite in References. */
    emailMessageId: text("email_message_id").notNull(),
  },
  (t) => [
    check("contact_message_replies_status_check", sql`${t.status} in ('sending', 'sent', 'failed')`),
    index("contact_message_replies_message_idx").on(t.messageId, t.createdAt),
    index("contact_message_replies_unsent_idx")
      .on(t.status)
      .where(sql`${t.status} <> 'sent'`),
  ],
);

/**
 * A message's timeline of staff actions (read, unread, status and assignee changes); received, notes
 * and replies come from their own rows. Deleted with the message.
 */
export const contactMessageEvents = pgTable(
  "contact_message_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id").references((): AnyPgColumn => adminUsers.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    kind: text("kind", { enum: ["read", "unread", "status", "assigned"] }).notNull(),
    /** For "status": the new status; for "assigned": the assignee's email, or null when unassigned. */
    value: text("value"),
  },
  (t) => [index("contact_message_events_message_idx").on(t.messageId, t.at)],
);

/**
 * Newsletter sign-ups (decision 103: double opt-in). `confirmedAt` is null until the address's owner
 * follows the emailed link; `confirmationSentAt` null on an unconfirmed row means a confirmation email is
 * owed (the mailer claims it by setting it). Unsubscribing deletes the row.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    source: text("source").notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    confirmationAttempts: integer("confirmation_attempts").notNull().default(0),
    /** The language of the page they signed up on: their confirmation email and its links are in it. */
    locale: text("locale", { enum: locales }).notNull().default(defaultLocale),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_lower_idx").on(sql`lower(${t.email})`),
    index("newsletter_subscribers_unconfirmed_idx")
      .on(t.createdAt)
      .where(sql`${t.confirmedAt} is null`),
  ],
);

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
  },
  (t) => [uniqueIndex("admin_users_email_lower_idx").on(sql`lower(${t.email})`)],
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

export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Set on derived renditions (e.g. a smaller WebP width) of an uploaded original. */
    parentId: uuid("parent_id").references((): AnyPgColumn => media.id, { onDelete: "cascade" }),
    sha256: text("sha256").notNull(),
    mime: text("mime").notNull(),
    bytes: bytea("bytes").notNull(),
    byteSize: integer("byte_size").notNull(),
    width: integer("width"),
    height: integer("height"),
    /** The library's name for an original: the uploaded file's name, editable nowhere else. */
    name: text("name").notNull().default(""),
    /** The library's alt text for an original (decision 089); renditions leave it empty. */
    alt: text("alt").notNull().default(""),
    /** Other locales' alt text, `{"bn": {"alt": "…"}}` (decision 080). */
    translations: jsonb("translations").$type<Record<string, { alt?: string }>>().notNull().default({}),
    createdAt: createdAt(),
    /** Bumped when the file is replaced in place (same id, new bytes). */
    updatedAt: updatedAt(),
  },
  (t) => [
    index("media_parent_idx").on(t.parentId),
    index("media_sha256_idx").on(t.sha256),
    index("media_library_idx")
      .on(t.createdAt.desc())
      .where(sql`${t.parentId} is null`),
    index("media_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("media_alt_trgm_idx").using("gin", sql`${t.alt} gin_trgm_ops`),
  ],
);

export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    companyName: text("company_name").notNull(),
    tagline: text("tagline").notNull().default(""),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    dhakaAddress: text("dhaka_address").notNull(),
    londonAddress: text("london_address").notNull(),
    hoursWeekdays: text("hours_weekdays").notNull(),
    hoursSaturday: text("hours_saturday").notNull(),
    linkedinUrl: text("linkedin_url").notNull().default(""),
    twitterUrl: text("twitter_url").notNull().default(""),
    facebookUrl: text("facebook_url").notNull().default(""),
    githubUrl: text("github_url").notNull().default(""),
    /** "Founded in 2014": null until staff save the company details, when the default year shows. */
    foundedYear: integer("founded_year"),
    /** Other locales' tagline, addresses and hours (decision 080). */
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    logoBlackMediaId: uuid("logo_black_media_id").references(() => media.id, { onDelete: "set null" }),
    logoWhiteMediaId: uuid("logo_white_media_id").references(() => media.id, { onDelete: "set null" }),
    /** "Require two-factor for all admins": staff without it are sent to enrolment after sign-in. */
    requireTwoFactor: boolean("require_two_factor").notNull().default(false),
    /** How long the audit trail keeps an entry before the hourly purge removes it. */
    auditRetentionDays: integer("audit_retention_days").notNull().default(365),
    updatedAt: updatedAt(),
  },
  (t) => [check("site_settings_single_row", sql`${t.id} = 1`)],
);

export const clientLogos = pgTable(
  "client_logos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    mediaId: uuid("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
    /** For optimistic saves (decision 080): a save based on an older version is refused. */
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("client_logos_position_idx").on(t.position)],
);

export const services = pgTable(
  "services",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    icon: text("icon").notNull().default("Code2"),
    features: text("features")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    /** For optimistic saves (decision 080): a save based on an older version is refused. */
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("services_position_idx").on(t.position)],
);

/**
 * Portfolio projects and their case studies (`/portfolio/<slug>`). Decision 080: English in the columns,
 * other locales in `translations`; `version` for optimistic saves. `link` is the optional external site.
 */
export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    category: text("category").notNull().default(""),
    description: text("description").notNull(),
    imageMediaId: uuid("image_media_id")
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
    technologies: text("technologies")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    link: text("link").notNull().default(""),
    /** The case study: plain text, paragraphs separated by a blank line. */
    challenge: text("challenge").notNull().default(""),
    solution: text("solution").notNull().default(""),
    results: text("results").notNull().default(""),
    /** Library images shown under the case study, in order (their alt text is the library's). */
    galleryMediaIds: uuid("gallery_media_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("projects_position_idx").on(t.position), uniqueIndex("projects_slug_idx").on(t.slug)],
);

/** A project's earlier slugs: `/portfolio/<old>` answers 301 to its case study's current address. */
export const projectRedirects = pgTable("project_redirects", {
  slug: text("slug").primaryKey(),
  projectId: uuid("project_id")
    .notNull()
    .references(() => projects.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/**
 * The people on /team (decision 090). English in the columns, other locales in `translations`
 * (decision 080); `version` for optimistic saves. Profile links are optional ("" shows no icon).
 */
export const teamMembers = pgTable(
  "team_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    role: text("role").notNull().default(""),
    bio: text("bio").notNull().default(""),
    /** The photo's alt text is the library's (decision 089). */
    photoMediaId: uuid("photo_media_id")
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
    email: text("email").notNull().default(""),
    linkedinUrl: text("linkedin_url").notNull().default(""),
    twitterUrl: text("twitter_url").notNull().default(""),
    visible: boolean("visible").notNull().default(true),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("team_members_position_idx").on(t.position)],
);

/**
 * The Contact page's questions and answers (decision 095). Answers may name company details from
 * Settings as `{company}`, `{phone}`, `{email}` or `{hours}`, filled in when the page is drawn.
 */
export const faqItems = pgTable(
  "faq_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    visible: boolean("visible").notNull().default(true),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("faq_items_position_idx").on(t.position)],
);

/**
 * The shop's categories (decision 091): a name and the order of the filter buttons on /shop. A category
 * that products still use cannot be deleted (the products' foreign key restricts it).
 */
export const productCategories = pgTable(
  "product_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("product_categories_position_idx").on(t.position),
    uniqueIndex("product_categories_name_idx").on(sql`lower(${t.name})`),
  ],
);

/**
 * The products on /shop (decision 091). Price in whole taka; the image is a library file whose alt text
 * is the library's (decision 089). Hidden products stay in the admin list and are left out of /shop.
 */
export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => productCategories.id, { onDelete: "restrict" }),
    price: integer("price").notNull(),
    imageMediaId: uuid("image_media_id")
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
    description: text("description").notNull().default(""),
    /** Average rating out of 5, one decimal. */
    rating: doublePrecision("rating").notNull().default(0),
    visible: boolean("visible").notNull().default(true),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("products_position_idx").on(t.position),
    index("products_category_idx").on(t.categoryId),
    check("products_price_check", sql`${t.price} >= 0`),
    check("products_rating_check", sql`${t.rating} >= 0 and ${t.rating} <= 5`),
  ],
);

/**
 * The hosting packages on /services (decision 092). Price per year in whole taka; visitors, storage and
 * bandwidth are display text ("50,000", "50 GB", "Unlimited"); `features` the card's list, in order.
 */
export const hostingPackages = pgTable(
  "hosting_packages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    summary: text("summary").notNull().default(""),
    pricePerYear: integer("price_per_year").notNull(),
    dailyVisitors: text("daily_visitors").notNull(),
    storage: text("storage").notNull(),
    bandwidth: text("bandwidth").notNull(),
    features: text("features")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    highlighted: boolean("highlighted").notNull().default(false),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("hosting_packages_position_idx").on(t.position),
    check("hosting_packages_price_check", sql`${t.pricePerYear} >= 0`),
  ],
);

/** "Our Process" on the Services page (decision 095), numbered by position. */
export const processSteps = pgTable(
  "process_steps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    icon: text("icon").notNull().default("Search"),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("process_steps_position_idx").on(t.position)],
);

/** The About page's counters (decision 095): "Clients Served" 500 "+". */
export const aboutFigures = pgTable(
  "about_figures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    label: text("label").notNull(),
    value: integer("value").notNull(),
    suffix: text("suffix").notNull().default(""),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("about_figures_position_idx").on(t.position)],
);

/** "Our Core Values" on the About page (decision 095). */
export const coreValues = pgTable(
  "core_values",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    icon: text("icon").notNull().default("Lightbulb"),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("core_values_position_idx").on(t.position)],
);

/**
 * The home page's technology logos (decision 093): a name and a library file (SVG or image), in the order
 * staff set. Names are brands, written the same in every language, so there is no `translations`.
 */
export const technologies = pgTable(
  "technologies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    logoMediaId: uuid("logo_media_id")
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
    visible: boolean("visible").notNull().default(true),
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("technologies_position_idx").on(t.position)],
);

/** The home page's "why choose us" items: icon cards like the core values, each of which can be hidden. */
export const whyChooseItems = pgTable(
  "why_choose_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    icon: text("icon").notNull().default("Lightbulb"),
    visible: boolean("visible").notNull().default(true),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("why_choose_items_position_idx").on(t.position)],
);

/**
 * Page copy that is not a list (decision 096): one row per name ("home", "vision-mission"), its English
 * fields in `content` (checked by the name's Zod schema on every write), other locales in `translations`
 * (decision 080), `version` for optimistic saves.
 */
export const pageCopy = pgTable("page_copy", {
  id: text("id").primaryKey(),
  content: jsonb("content").$type<Record<string, unknown>>().notNull(),
  translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
  version: integer("version").notNull().default(1),
  updatedAt: updatedAt(),
});

export const testimonials = pgTable(
  "testimonials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    role: text("role").notNull().default(""),
    company: text("company").notNull().default(""),
    content: text("content").notNull(),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    imageMediaId: uuid("image_media_id")
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
    /** For optimistic saves (decision 080): a save based on an older version is refused. */
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("testimonials_position_idx").on(t.position)],
);

export const pageViews = pgTable(
  "page_views",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/**
 * Page views per day by the host name of the site the visitor came from (no port, path or query; decision
 * 108). Only document loads with another site's Referer count, and nothing about the visitor is kept.
 */
export const pageViewReferrers = pgTable(
  "page_view_referrers",
  {
    day: date("day", { mode: "string" }).notNull(),
    host: text("host").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.host] })],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /** Kept as text so the trail still names who acted after the admin is removed. */
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details").$type<Record<string, unknown>>(),
  },
  // The audit trail screen filters by who acted and by action, newest first (decision 106).
  (t) => [
    index("audit_log_at_idx").on(t.at.desc()),
    index("audit_log_actor_at_idx").on(t.actorEmail, t.at.desc()),
    index("audit_log_action_at_idx").on(t.action, t.at.desc()),
  ],
);

/** Fixed-window counters shared by every server instance (login throttling, form rate limits). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_idx").on(t.resetAt)],
);

/**
 * Random secrets the app generates for itself (e.g. the contact form's timing-token key): kept here
 * so every instance, and the same instance after a restart, agrees on them.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

export type { BlogPostStatus };

/**
 * Blog articles (decision 080: English in the columns, other locales in `translations`; `version` for
 * optimistic saves). `body` is the editor's document (Tiptap JSON, cleaned against an allowlist on every
 * write and rendered to HTML on the server when a page is rendered; decision 081).
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    category: text("category").notNull().default(""),
    author: text("author").notNull().default(""),
    excerpt: text("excerpt").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
    coverMediaId: uuid("cover_media_id").references(() => media.id, { onDelete: "restrict" }),
    coverAlt: text("cover_alt").notNull().default(""),
    /** The media ids of the body's images (kept beside `body` so "where is this file used" is one query). */
    bodyMediaIds: uuid("body_media_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    body: jsonb("body").$type<Record<string, unknown>>().notNull(),
    readingMinutes: integer("reading_minutes").notNull().default(1),
    status: text("status").$type<BlogPostStatus>().notNull().default("draft"),
    /** When a scheduled post goes live; when a published one went live (its public date). */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_idx").on(t.slug),
    index("blog_posts_public_idx").on(t.status, t.publishAt.desc()),
    index("blog_posts_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    check("blog_posts_status_check", sql`${t.status} in ('draft', 'scheduled', 'published')`),
    check("blog_posts_publish_at_check", sql`${t.status} = 'draft' or ${t.publishAt} is not null`),
  ],
);

/** A published post's earlier slugs: their URLs answer 301 to the post's current one. */
export const blogPostRedirects = pgTable("blog_post_redirects", {
  slug: text("slug").primaryKey(),
  postId: uuid("post_id")
    .notNull()
    .references(() => blogPosts.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/** Every save of a post, as the fields staff edit (at least the last 50 are kept per post). */
export const blogPostRevisions = pgTable(
  "blog_post_revisions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    /** The post's version this save produced. */
    version: integer("version").notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    actorEmail: text("actor_email"),
    createdAt: createdAt(),
  },
  (t) => [index("blog_post_revisions_post_idx").on(t.postId, t.id.desc())],
);

/**
 * The privacy policy and the terms (decision 097): staff's text as the blog's rich-text document (decision
 * 081), shown on /privacy and /terms. `lastUpdated` is the company-time day of the last staff save, the
 * "Last updated" date on the page. The privacy page's generated facts are not stored: code adds them.
 */
export const legalDocuments = pgTable(
  "legal_documents",
  {
    id: text("id").$type<"privacy" | "terms">().primaryKey(),
    intro: text("intro").notNull(),
    body: jsonb("body").$type<Record<string, unknown>>().notNull(),
    lastUpdated: date("last_updated", { mode: "string" }).notNull(),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [check("legal_documents_id_check", sql`${t.id} in ('privacy', 'terms')`)],
);

/** Demo content seeded once per name, so content staff delete later is not re-created on a restart. */
export const contentSeeds = pgTable("content_seeds", {
  name: text("name").primaryKey(),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Daily jobs that must run once across every instance (the retention purge): the first instance to
 * insert (name, day) runs it; the others find the row and skip.
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    name: text("name").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name, t.day] })],
);
