CREATE TABLE "settings_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"saved_by" integer,
	"saved_by_name" text,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_versions_kind_check" CHECK ("settings_versions"."kind" in ('site', 'profile', 'home'))
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote" text NOT NULL,
	"client_name" text NOT NULL,
	"case_type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"interview_id" integer,
	"published" boolean DEFAULT false NOT NULL,
	"consent_date" date,
	"consent_method" text,
	"consent_recorded_by" text,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_consent_check" CHECK (not "testimonials"."published" or ("testimonials"."consent_date" is not null and "testimonials"."consent_method" is not null and "testimonials"."consent_recorded_by" is not null))
);
--> statement-breakpoint
ALTER TABLE "settings_versions" ADD CONSTRAINT "settings_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settings_versions_kind_idx" ON "settings_versions" USING btree ("kind","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "testimonials_position_idx" ON "testimonials" USING btree ("position","id");