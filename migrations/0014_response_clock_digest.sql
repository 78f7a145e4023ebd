CREATE TABLE "digest_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"open_count" integer,
	"overdue_count" integer,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_runs_status_check" CHECK ("digest_runs"."status" in ('pending', 'sent', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "consultations_open_idx" ON "consultations" USING btree ("created_at") WHERE ("consultations"."consultation_status" <> 'completed' and ("consultations"."outcome" is null or "consultations"."outcome" not in ('retained', 'not_retained', 'unreachable')));