CREATE TABLE "interview_redirects" (
	"from_path" text PRIMARY KEY NOT NULL,
	"interview_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"interview_id" integer NOT NULL,
	"title" text NOT NULL,
	"excerpt" text,
	"content" text NOT NULL,
	"seo_title" text,
	"meta_description" text,
	"focus_keyword" text,
	"keywords" text,
	"case_type" text,
	"client_name" text,
	"saved_by" integer,
	"saved_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "interviews_status_created_idx";--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "focus_keyword" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Interviews stored before this migration went public when they were created.
UPDATE "interviews" SET "published_at" = "created_at";--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interview_redirects" ADD CONSTRAINT "interview_redirects_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_revisions" ADD CONSTRAINT "interview_revisions_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_revisions" ADD CONSTRAINT "interview_revisions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_revisions_interview_idx" ON "interview_revisions" USING btree ("interview_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interviews_status_published_idx" ON "interviews" USING btree ("status","published_at" DESC NULLS LAST);