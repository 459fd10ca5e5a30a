CREATE TABLE "contact_acknowledgement" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_acknowledgement_single_row" CHECK ("contact_acknowledgement"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "ack_status" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "ack_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_messages_ack_owed_idx" ON "contact_messages" USING btree ("created_at") WHERE "contact_messages"."ack_status" = 'owed';