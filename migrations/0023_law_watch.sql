CREATE TABLE "law_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_id" text NOT NULL,
	"jo" text NOT NULL,
	"kind" text NOT NULL,
	"promulgated_on" date,
	"effective_on" date NOT NULL,
	"reason_excerpt" text,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"note" text,
	CONSTRAINT "law_changes_unique" UNIQUE("law_id","jo","effective_on","kind"),
	CONSTRAINT "law_changes_kind_check" CHECK ("law_changes"."kind" in ('article_changed', 'upcoming', 'in_force')),
	CONSTRAINT "law_changes_status_check" CHECK ("law_changes"."status" in ('open', 'acknowledged', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "law_watch_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"checked_through" date,
	"changes_found" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "law_watch_runs_status_check" CHECK ("law_watch_runs"."status" in ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "law_watch_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"public_notice" boolean DEFAULT true NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "law_watch_settings_single_row" CHECK ("law_watch_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "post_citations" (
	"post_kind" text NOT NULL,
	"post_id" integer NOT NULL,
	"law_id" text NOT NULL,
	"jo" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_citations_pk" PRIMARY KEY("post_kind","post_id","law_id","jo"),
	CONSTRAINT "post_citations_kind_check" CHECK ("post_citations"."post_kind" in ('post', 'interview'))
);
--> statement-breakpoint
CREATE TABLE "watched_laws" (
	"law_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"added_by" text,
	"baseline_through" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "law_changes_status_idx" ON "law_changes" USING btree ("status","effective_on");--> statement-breakpoint
CREATE INDEX "post_citations_law_idx" ON "post_citations" USING btree ("law_id","jo");