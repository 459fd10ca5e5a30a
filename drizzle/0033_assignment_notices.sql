ALTER TABLE "contact_message_events" ADD COLUMN "notice_status" text;--> statement-breakpoint
ALTER TABLE "contact_message_events" ADD COLUMN "notice_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_message_events_notice_owed_idx" ON "contact_message_events" USING btree ("at") WHERE "contact_message_events"."notice_status" = 'owed';