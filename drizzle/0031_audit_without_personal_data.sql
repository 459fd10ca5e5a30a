-- An audit entry about a visitor's message, newsletter subscription or data request keeps only ids
-- (decision 146): drop the subjects (and any address) earlier entries captured, so a later erasure request
-- cannot miss them. The trail still names a message by its subject while the message exists.
UPDATE "audit_log" SET "details" = nullif("details" - 'subject' - 'email' - 'name', '{}'::jsonb)
WHERE "entity" IN ('contact_message', 'newsletter_subscriber', 'personal_data') AND "details" IS NOT NULL;
