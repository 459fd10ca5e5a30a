ALTER TABLE "blog_post_revisions" ADD COLUMN "staged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "staged_revision_id" integer;--> statement-breakpoint
ALTER TABLE "page_revisions" ADD COLUMN "staged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "staged_revision_id" integer;