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
CREATE INDEX "consultations_open_idx" ON "consultations" USING btree ("created_at") WHERE ("consultations"."consultation_status" <> 'completed' and ("consultations"."outcome" is null or "consultations"."outcome" not in ('retained', 'not_retained', 'unreachable')));--> statement-breakpoint
CREATE INDEX "consultations_first_due_idx" ON "consultations" USING btree ("created_at","id") WHERE ("consultations"."consultation_status" <> 'completed' and ("consultations"."outcome" is null or "consultations"."outcome" not in ('retained', 'not_retained', 'unreachable'))) and ("consultations"."first_contact_at" is null and ("consultations"."outcome" is null or "consultations"."outcome" <> 'consulted'));--> statement-breakpoint
CREATE INDEX "consultations_next_due_idx" ON "consultations" USING btree ("next_contact_at","id") WHERE ("consultations"."consultation_status" <> 'completed' and ("consultations"."outcome" is null or "consultations"."outcome" not in ('retained', 'not_retained', 'unreachable'))) and ("consultations"."next_contact_at" is not null and ("consultations"."first_contact_at" is not null or "consultations"."outcome" = 'consulted'));