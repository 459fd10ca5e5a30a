ALTER TABLE "projects" ADD COLUMN "slug" text;--> statement-breakpoint
-- Existing projects get a slug from their title (as the editor's slugify does); a clash or an empty result
-- gets a suffix, so every project has its own /portfolio/<slug> page.
WITH "base" AS (
  SELECT "id", "created_at", coalesce(nullif(left(trim(both '-' from regexp_replace(replace(lower("title"), '&', ' and '), '[^a-z0-9]+', '-', 'g')), 90), ''), 'project') AS "slug"
  FROM "projects"
), "numbered" AS (
  SELECT "id", "slug", row_number() OVER (PARTITION BY "slug" ORDER BY "created_at", "id") AS "n" FROM "base"
)
UPDATE "projects" SET "slug" = CASE WHEN "numbered"."n" = 1 THEN "numbered"."slug" ELSE "numbered"."slug" || '-' || "numbered"."n" END
FROM "numbered" WHERE "numbered"."id" = "projects"."id";--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
-- The demo content linked every project to a placeholder "case study" address: the case study is now the
-- project's own page, and the external link is optional.
UPDATE "projects" SET "link" = '' WHERE "link" ~* '^https?://([a-z0-9-]+\.)*example\.(com|org|net)(:[0-9]+)?(/|$)';--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "challenge" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "solution" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "results" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "gallery_media_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_slug_idx" ON "projects" USING btree ("slug");
