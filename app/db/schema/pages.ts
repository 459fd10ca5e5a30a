import { sql } from "drizzle-orm";
import {
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

import type { StoredBlock } from "../../features/pages/stored-block";
import type { PublishStatus } from "../../features/publishing/publishing";
import { createdAt, updatedAt } from "./columns";
import { media } from "./media-and-settings";

/**
 * Pages staff build from blocks (decision 173) at an address of one or two path segments ("careers",
 * "services/cloud"), published like posts (decision 172). English in the columns and each block's `data`, other
 * languages in `translations` and each block's own (decision 080). `blockMediaIds` holds the blocks' images, so
 * "where is this file used" is one query, as a post's body images are.
 */
export const pages = pgTable(
  "pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    address: text("address").notNull(),
    title: text("title").notNull(),
    seoTitle: text("seo_title").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
    socialMediaId: uuid("social_media_id").references(() => media.id, { onDelete: "restrict" }),
    socialAlt: text("social_alt").notNull().default(""),
    blocks: jsonb("blocks").$type<StoredBlock[]>().notNull().default([]),
    blockMediaIds: uuid("block_media_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    status: text("status").$type<PublishStatus>().notNull().default("draft"),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    translations: jsonb("translations").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    /** A staged change of the published page (decision 178): its revision, not yet live; null when none. */
    stagedRevisionId: integer("staged_revision_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("pages_address_idx").on(t.address),
    check("pages_status_check", sql`${t.status} in ('draft', 'scheduled', 'published')`),
    check("pages_publish_at_check", sql`${t.status} = 'draft' or ${t.publishAt} is not null`),
  ],
);

/** Every save of a page, as the fields staff edit (the shared publishing keeps the newest 50, decision 172). */
export const pageRevisions = pgTable(
  "page_revisions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    pageId: uuid("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    actorEmail: text("actor_email"),
    /** Saved as a staged change (decision 178): never live by itself. */
    staged: boolean("staged").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("page_revisions_page_idx").on(t.pageId, t.id.desc())],
);
