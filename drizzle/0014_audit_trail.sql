CREATE INDEX "audit_log_actor_at_idx" ON "audit_log" USING btree ("actor_email","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_at_idx" ON "audit_log" USING btree ("action","at" DESC NULLS LAST);--> statement-breakpoint
-- Entries written before subjects were captured: take the subject from the message while it still exists,
-- so their sentences name it (decision 106). Messages already deleted stay "a message".
UPDATE "audit_log" AS a SET "details" = coalesce(a."details", '{}'::jsonb) || jsonb_build_object('subject', m."subject")
FROM "contact_messages" AS m
WHERE a."entity" = 'contact_message' AND a."entity_id" = m."id"::text AND (a."details" IS NULL OR a."details" ->> 'subject' IS NULL);--> statement-breakpoint
-- The content editors recorded "team member" where their lists record "team_member": one name.
UPDATE "audit_log" SET "entity" = replace("entity", ' ', '_') WHERE "entity" LIKE '% %';
