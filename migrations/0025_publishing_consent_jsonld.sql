CREATE TABLE "page_structured_data" (
	"page_type" text PRIMARY KEY NOT NULL,
	"patch" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_structured_data_page_type_check" CHECK ("page_structured_data"."page_type" in ('home', 'about', 'contact', 'board', 'board-category', 'post', 'interview-list', 'interview', 'privacy', 'criminal-deadline', 'drunk-driving'))
);
--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "consent_date" date;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "consent_method" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "consent_recorded_by" text;--> statement-breakpoint
-- A single page's structured data saved before now lived in its SEO setting as a whole document: it moves to
-- page_structured_data, where it is read as a patch (the office's facts in it give way to the current ones),
-- and the setting keeps its title and description.
INSERT INTO "page_structured_data" ("page_type", "patch")
  SELECT "page_type", "structured_data" FROM "seo_settings" WHERE "page_id" IS NULL AND "structured_data" IS NOT NULL;--> statement-breakpoint
UPDATE "seo_settings" SET "structured_data" = NULL WHERE "page_id" IS NULL AND "structured_data" IS NOT NULL;
