CREATE TABLE "destruction_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule" text NOT NULL,
	"count" integer NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "destruction_records_rule_check" CHECK ("destruction_records"."rule" in ('consultation-retention', 'access-log-retention', 'data-subject-request'))
);
--> statement-breakpoint
ALTER TABLE "access_logs" DROP CONSTRAINT "access_logs_action_check";--> statement-breakpoint
CREATE INDEX "destruction_records_created_idx" ON "destruction_records" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "access_logs" ADD CONSTRAINT "access_logs_action_check" CHECK ("access_logs"."action" in ('list', 'view', 'update', 'delete', 'export', 'subject-search', 'subject-export', 'subject-correct', 'subject-destroy'));