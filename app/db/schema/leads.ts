import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { defaultLocale, locales } from "../../utils/locale";
import { adminUsers } from "./accounts";
import { createdAt, updatedAt } from "./columns";

// Leads: contact messages with their notes, replies and events, and newsletter subscribers.

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
    /**
     * The visitor's "we received your message" email (decision 201): "owed" when acknowledgements were on
     * as a genuine message was stored, then "sent"; null: none owed (spam, turned off, older messages).
     */
    ackStatus: text("ack_status", { enum: ["owed", "sent"] }),
    ackAttempts: integer("ack_attempts").notNull().default(0),
  },
  (t) => [
    check("contact_messages_status_check", sql`${t.status} in ('new', 'in_progress', 'replied', 'closed')`),
    index("contact_messages_assignee_idx").on(t.assigneeId),
    index("contact_messages_inbox_idx").on(t.spam, t.createdAt.desc(), t.id),
    index("contact_messages_unread_idx").on(t.spam, t.read, t.createdAt.desc()),
    index("contact_messages_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("contact_messages_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    index("contact_messages_subject_trgm_idx").using("gin", sql`${t.subject} gin_trgm_ops`),
    index("contact_messages_ack_owed_idx")
      .on(t.createdAt)
      .where(sql`${t.ackStatus} = 'owed'`),
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
 * A message's timeline of staff actions (read, unread, status and assignee changes) and of replies sent by
 * an automatic retry; received, notes
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
    kind: text("kind", { enum: ["read", "unread", "status", "assigned", "reply_retried"] }).notNull(),
    /**
     * For "status": the new status; for "assigned": the assignee's email, or null when unassigned; for
     * "reply_retried" (an automatic retry sent a reply): the attempt that did it.
     */
    value: text("value"),
    /**
     * An "assigned" event by someone else owes the assignee an email (decision 200): "owed" until the
     * assignment notice job sends it, then "sent". Null: nothing owed (self-assignment, older events).
     */
    noticeStatus: text("notice_status", { enum: ["owed", "sent"] }),
    noticeAttempts: integer("notice_attempts").notNull().default(0),
  },
  (t) => [
    index("contact_message_events_message_idx").on(t.messageId, t.at),
    index("contact_message_events_notice_owed_idx")
      .on(t.at)
      .where(sql`${t.noticeStatus} = 'owed'`),
  ],
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

/**
 * Saved replies (issue 31): answers to common questions that staff insert into a reply and edit before
 * sending, in English with their Bengali text in `translations` (decision 080). `{name}`, `{subject}` and
 * `{company}` are filled in for the message being answered.
 */
export const savedReplies = pgTable(
  "saved_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("saved_replies_position_idx").on(t.position)],
);

/**
 * The acknowledgement email's settings (decision 201), one row: whether a genuine contact message gets one,
 * and its text in English with the Bengali in `translations` (decision 080). No row: off, default text.
 */
export const contactAcknowledgement = pgTable(
  "contact_acknowledgement",
  {
    id: integer("id").primaryKey().default(1),
    enabled: boolean("enabled").notNull().default(false),
    body: text("body").notNull(),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [check("contact_acknowledgement_single_row", sql`${t.id} = 1`)],
);

/**
 * Newsletter issues (issue 31, decisions 202–203): written in the rich-text editor, English with the Bengali in
 * `translations` (decision 080); a draft, scheduled for `scheduledAt`, being sent (its deliveries are queued),
 * or sent. `audience`: every confirmed subscriber, or only those of one language. Sent ones are readable at
 * /newsletter/<slug>.
 */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    subject: text("subject").notNull(),
    body: jsonb("body").$type<Record<string, unknown>>().notNull(),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    status: text("status", { enum: ["draft", "scheduled", "sending", "sent"] })
      .notNull()
      .default("draft"),
    audience: text("audience", { enum: ["all", ...locales] })
      .notNull()
      .default("all"),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    queuedAt: timestamp("queued_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("newsletter_issues_slug_idx").on(t.slug),
    check("newsletter_issues_status_check", sql`${t.status} in ('draft', 'scheduled', 'sending', 'sent')`),
    index("newsletter_issues_due_idx")
      .on(t.scheduledAt)
      .where(sql`${t.status} = 'scheduled'`),
  ],
);

/**
 * The newsletter outbox (decision 202): one row per issue and subscriber, queued when the issue is sent,
 * claimed (`sending`, `claimed_at`) a few at a time with FOR UPDATE SKIP LOCKED, then `sent` or `failed` with
 * the reason; `skipped` when the subscriber unsubscribed or was erased before their turn (their row is gone:
 * `subscriber_id` null). Unique per issue and subscriber, so nobody is queued twice.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    issueId: uuid("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id").references(() => newsletterSubscribers.id, { onDelete: "set null" }),
    status: text("status", { enum: ["queued", "sending", "sent", "failed", "skipped"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_deliveries_issue_subscriber_idx").on(t.issueId, t.subscriberId),
    check("newsletter_deliveries_status_check", sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'skipped')`),
    index("newsletter_deliveries_pending_idx")
      .on(t.id)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index("newsletter_deliveries_claimed_idx")
      .on(t.claimedAt)
      .where(sql`${t.claimedAt} is not null`),
    index("newsletter_deliveries_issue_idx").on(t.issueId, t.status, t.id),
  ],
);
