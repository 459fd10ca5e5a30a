import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
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

import type { BlogPostStatus } from "../../features/blog/blog-post-status";
import { adminUsers } from "./accounts";
import { createdAt, updatedAt } from "./columns";
import { media } from "./media-and-settings";

// The blog (posts, slug redirects, revisions) and the legal documents.

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
    /** The title search results and link previews show; empty: the title (decision 190). */
    seoTitle: text("seo_title").notNull().default(""),
    /** The image a shared link shows; none: the cover, then the site's default (decision 190). */
    socialMediaId: uuid("social_media_id").references(() => media.id, { onDelete: "restrict" }),
    socialAlt: text("social_alt").notNull().default(""),
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
    /** Set while the post is in the trash: off every public page, purged TRASH_DAYS later (decision 191). */
    trashedAt: timestamp("trashed_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    /** A staged change of the published post (decision 178): its revision, not yet live; null when none. */
    stagedRevisionId: integer("staged_revision_id"),
    /** Who started it: a writer may change only their own drafts (decision 180). Null for posts from before. */
    createdBy: uuid("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    /** A writer's draft in review (decision 182): "submitted" (waiting for an editor), "returned" (sent back). */
    reviewState: text("review_state").$type<"submitted" | "returned">(),
    /** The editor's note when it was sent back; empty otherwise. */
    reviewNote: text("review_note").notNull().default(""),
    /** Who last submitted or sent it back, and when. */
    reviewByEmail: text("review_by_email"),
    reviewAt: timestamp("review_at", { withTimezone: true }),
    /** The review email owed (the row is the outbox, decision 182): submitted, returned or published; null: none. */
    reviewNotice: text("review_notice").$type<"submitted" | "returned" | "published">(),
    reviewNoticeAttempts: integer("review_notice_attempts").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_idx").on(t.slug),
    index("blog_posts_public_idx").on(t.status, t.publishAt.desc()),
    index("blog_posts_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    check("blog_posts_status_check", sql`${t.status} in ('draft', 'scheduled', 'published')`),
    check("blog_posts_review_state_check", sql`${t.reviewState} in ('submitted', 'returned')`),
    index("blog_posts_review_notice_idx")
      .on(t.reviewAt)
      .where(sql`${t.reviewNotice} is not null`),
    check("blog_posts_publish_at_check", sql`${t.status} = 'draft' or ${t.publishAt} is not null`),
  ],
);

/**
 * The blog's tags (decision 194): a list staff keep like the shop's categories, named in each language
 * (`translations`, decision 080), each with its own page at /blog/tag/<slug>. The slug is made from the English
 * name when the tag is added and kept, so a renamed tag keeps its URL.
 */
export const blogTags = pgTable(
  "blog_tags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blog_tags_position_idx").on(t.position),
    uniqueIndex("blog_tags_name_idx").on(sql`lower(${t.name})`),
    uniqueIndex("blog_tags_slug_idx").on(t.slug),
  ],
);

/** Which tags each post has; deleting a post or a tag takes its links with it. */
export const blogPostTags = pgTable(
  "blog_post_tags",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => blogTags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index("blog_post_tags_tag_idx").on(t.tagId)],
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
    /** Saved as a staged change (decision 178): never live by itself. */
    staged: boolean("staged").notNull().default(false),
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
