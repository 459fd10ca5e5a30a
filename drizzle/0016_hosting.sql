CREATE TABLE "hosting_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"price_per_year" integer NOT NULL,
	"daily_visitors" text NOT NULL,
	"storage" text NOT NULL,
	"bandwidth" text NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hosting_packages_price_check" CHECK ("hosting_packages"."price_per_year" >= 0)
);
--> statement-breakpoint
CREATE INDEX "hosting_packages_position_idx" ON "hosting_packages" USING btree ("position");