CREATE TABLE "pending_sign_ins" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "audit_retention_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_sign_ins" ADD CONSTRAINT "pending_sign_ins_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_sign_ins_user_idx" ON "pending_sign_ins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pending_sign_ins_expires_idx" ON "pending_sign_ins" USING btree ("expires_at");