CREATE TABLE "contact_message_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"author_id" uuid,
	"author_email" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"email_message_id" text NOT NULL,
	CONSTRAINT "contact_message_replies_status_check" CHECK ("contact_message_replies"."status" in ('sending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "source_page" text;--> statement-breakpoint
ALTER TABLE "contact_message_replies" ADD CONSTRAINT "contact_message_replies_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_message_replies" ADD CONSTRAINT "contact_message_replies_author_id_admin_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_message_replies_message_idx" ON "contact_message_replies" USING btree ("message_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_message_replies_unsent_idx" ON "contact_message_replies" USING btree ("status") WHERE "contact_message_replies"."status" <> 'sent';