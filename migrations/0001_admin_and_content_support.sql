CREATE TABLE "access_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"username" text NOT NULL,
	"action" text NOT NULL,
	"consultation_id" integer,
	"detail" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_logs_action_check" CHECK ("access_logs"."action" in ('list', 'view', 'update', 'delete', 'export'))
);
--> statement-breakpoint
CREATE TABLE "cache_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"consultation_id" integer NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"changed_by" integer,
	"changed_by_name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_history_field_check" CHECK ("consultation_history"."field" in ('consultationStatus', 'assignedTo', 'adminNotes'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "notify_next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "seed_hash" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "seeded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "seed_hash" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "seeded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultation_history" ADD CONSTRAINT "consultation_history_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_history" ADD CONSTRAINT "consultation_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_logs_created_idx" ON "access_logs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consultation_history_consultation_idx" ON "consultation_history" USING btree ("consultation_id","changed_at");--> statement-breakpoint
CREATE INDEX "rate_limits_updated_idx" ON "rate_limits" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "consultations_notify_pending_idx" ON "consultations" USING btree ("id") WHERE "consultations"."notified_at" is null;