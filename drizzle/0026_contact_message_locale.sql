ALTER TABLE "contact_messages" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Messages stored before the form normalised text to NFC: the same spelling the search term now gets.
UPDATE "contact_messages" SET "name" = normalize("name", NFC), "email" = normalize("email", NFC), "subject" = normalize("subject", NFC), "message" = normalize("message", NFC) WHERE "name" IS NOT NFC NORMALIZED OR "email" IS NOT NFC NORMALIZED OR "subject" IS NOT NFC NORMALIZED OR "message" IS NOT NFC NORMALIZED;
