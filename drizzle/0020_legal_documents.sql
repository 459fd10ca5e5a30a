CREATE TABLE "legal_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"intro" text NOT NULL,
	"body" jsonb NOT NULL,
	"last_updated" date NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_documents_id_check" CHECK ("legal_documents"."id" in ('privacy', 'terms'))
);
