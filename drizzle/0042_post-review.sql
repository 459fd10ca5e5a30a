ALTER TABLE "blog_posts" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "review_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "review_by_email" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "review_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "review_notice" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "review_notice_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "blog_posts_review_notice_idx" ON "blog_posts" USING btree ("review_at") WHERE "blog_posts"."review_notice" is not null;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_review_state_check" CHECK ("blog_posts"."review_state" in ('submitted', 'returned'));