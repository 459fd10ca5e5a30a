ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmation_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_unconfirmed_idx" ON "newsletter_subscribers" USING btree ("created_at") WHERE "newsletter_subscribers"."confirmed_at" is null;--> statement-breakpoint
-- Addresses stored before double opt-in stay on the list (decision 103): they count as confirmed when they signed up.
UPDATE "newsletter_subscribers" SET "confirmed_at" = "created_at", "confirmation_sent_at" = "created_at" WHERE "confirmed_at" IS NULL;
