CREATE TABLE "page_view_referrers" (
	"day" date NOT NULL,
	"host" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_view_referrers_day_host_pk" PRIMARY KEY("day","host")
);
