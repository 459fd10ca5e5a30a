ALTER TABLE "media" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "media_library_idx" ON "media" USING btree ("created_at" DESC NULLS LAST) WHERE "media"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "media_name_trgm_idx" ON "media" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_alt_trgm_idx" ON "media" USING gin ("alt" gin_trgm_ops);--> statement-breakpoint
-- Backfill (hand-written, decision 089): library names and alt text for files uploaded before the library, and the
-- projects' alt text moved onto their image.
UPDATE "media" SET "name" = p."title", "alt" = p."image_alt" FROM "projects" p WHERE p."image_media_id" = "media"."id";--> statement-breakpoint
UPDATE "media" SET "name" = c."name" || ' logo', "alt" = c."name" FROM "client_logos" c WHERE c."media_id" = "media"."id";--> statement-breakpoint
UPDATE "media" SET "name" = 'Photo of ' || t."name", "alt" = 'Photo of ' || t."name" FROM "testimonials" t WHERE t."image_media_id" = "media"."id";--> statement-breakpoint
UPDATE "media" SET "name" = 'Site logo (dark)', "alt" = s."company_name" FROM "site_settings" s WHERE s."logo_black_media_id" = "media"."id";--> statement-breakpoint
UPDATE "media" SET "name" = 'Site logo (light)', "alt" = s."company_name" FROM "site_settings" s WHERE s."logo_white_media_id" = "media"."id";--> statement-breakpoint
UPDATE "media" SET "name" = 'Cover of ' || b."title", "alt" = b."cover_alt" FROM "blog_posts" b WHERE b."cover_media_id" = "media"."id" AND "media"."name" = '';--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "image_alt";