import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  customType,
  date,
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
import type { BlogPostStatus } from "../utils/blog-post-status";

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
    status: text("status", { enum: ["new", "in_progress", "replied", "closed"] }).notNull().default("new"),
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
    status: text("status", { enum: ["sending", "sent", "failed"] }).notNull().default("sending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The reply's own Message-ID header, which later replies cite in References. */
    emailMessageId: text("email_message_id").notNull(),
  },
  (t) => [
    check("contact_message_replies_status_check", sql`${t.status} in ('sending', 'sent', 'failed')`),
    index("contact_message_replies_message_idx").on(t.messageId, t.createdAt),
    index("contact_message_replies_unsent_idx").on(t.status).where(sql`${t.status} <> 'sent'`),
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

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    source: text("source").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_lower_idx").on(sql`lower(${t.email})`)],
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
  },
  (t) => [uniqueIndex("admin_users_email_lower_idx").on(sql`lower(${t.email})`)],
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
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
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
    index("media_library_idx").on(t.createdAt.desc()).where(sql`${t.parentId} is null`),
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
    logoBlackMediaId: uuid("logo_black_media_id").references(() => media.id, { onDelete: "set null" }),
    logoWhiteMediaId: uuid("logo_white_media_id").references(() => media.id, { onDelete: "set null" }),
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
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("services_position_idx").on(t.position)],
);

export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    category: text("category").notNull().default(""),
    description: text("description").notNull(),
    imageMediaId: uuid("image_media_id")
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
    technologies: text("technologies").array().notNull().default(sql`'{}'::text[]`),
    link: text("link").notNull().default(""),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("projects_position_idx").on(t.position)],
);

export const testimonials = pgTable(
  "testimonials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    role: text("role").notNull().default(""),
    company: text("company").notNull().default(""),
    content: text("content").notNull(),
    imageMediaId: uuid("image_media_id")
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
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
  (t) => [index("audit_log_at_idx").on(t.at.desc())],
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
    bodyMediaIds: uuid("body_media_ids").array().notNull().default(sql`'{}'::uuid[]`),
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
