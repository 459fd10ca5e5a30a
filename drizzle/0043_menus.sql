CREATE TABLE "menu_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"menu" text NOT NULL,
	"label" text NOT NULL,
	"target" jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_items_menu" CHECK ("menu_items"."menu" in ('header', 'footer', 'legal'))
);
--> statement-breakpoint
CREATE INDEX "menu_items_menu_position_idx" ON "menu_items" USING btree ("menu","position");