CREATE TABLE "holidays" (
	"date" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holidays_kind_check" CHECK ("holidays"."kind" in ('statutory', 'substitute', 'temporary', 'election')),
	CONSTRAINT "holidays_source_check" CHECK ("holidays"."source" in ('seed', 'kasi', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "tool_rule_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_key" text NOT NULL,
	"law_as_of" date NOT NULL,
	"reviewed_by" integer,
	"reviewed_by_name" text NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_rule_reviews_rule_key_check" CHECK ("tool_rule_reviews"."rule_key" in ('appeal', 'final_appeal', 'immediate_appeal', 'quasi_appeal', 'summary_order_trial', 'summary_trial', 'appeal_brief', 'final_appeal_brief', 'jury_intent', 'complaint_period', 'ruling_request', 'prosecution_appeal'))
);
--> statement-breakpoint
ALTER TABLE "seo_settings" DROP CONSTRAINT "seo_settings_page_type_check";--> statement-breakpoint
ALTER TABLE "tool_rule_reviews" ADD CONSTRAINT "tool_rule_reviews_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tool_rule_reviews_rule_idx" ON "tool_rule_reviews" USING btree ("rule_key","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "seo_settings" ADD CONSTRAINT "seo_settings_page_type_check" CHECK ("seo_settings"."page_type" in ('home', 'about', 'contact', 'board', 'board-category', 'post', 'interview-list', 'interview', 'privacy', 'criminal-deadline', 'drunk-driving'));