CREATE TABLE "consultation_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"consultation_id" integer NOT NULL,
	"channel" text NOT NULL,
	"result" text NOT NULL,
	"note" text,
	"next_contact_at" timestamp with time zone,
	"created_by" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_contacts_channel_check" CHECK ("consultation_contacts"."channel" in ('phone', 'sms', 'email', 'kakao')),
	CONSTRAINT "consultation_contacts_result_check" CHECK ("consultation_contacts"."result" in ('reached', 'no_answer', 'left_message'))
);
--> statement-breakpoint
CREATE TABLE "outbound_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"consultation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"provider_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbound_messages_kind_check" CHECK ("outbound_messages"."kind" in ('ack_email', 'ack_sms', 'urgent_alert')),
	CONSTRAINT "outbound_messages_channel_check" CHECK ("outbound_messages"."channel" in ('email', 'sms')),
	CONSTRAINT "outbound_messages_status_check" CHECK ("outbound_messages"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "consultation_history" DROP CONSTRAINT "consultation_history_field_check";--> statement-breakpoint
ALTER TABLE "settings_versions" DROP CONSTRAINT "settings_versions_kind_check";--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "sms_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "sms_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "first_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "next_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "outcome_reason" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "fee_amount" bigint;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "other_party" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "conflict_result" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "conflict_reason" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "conflict_checked_by" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "conflict_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultation_contacts" ADD CONSTRAINT "consultation_contacts_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_contacts" ADD CONSTRAINT "consultation_contacts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_contacts_consultation_idx" ON "consultation_contacts" USING btree ("consultation_id","created_at");--> statement-breakpoint
CREATE INDEX "outbound_messages_consultation_idx" ON "outbound_messages" USING btree ("consultation_id","id");--> statement-breakpoint
CREATE INDEX "outbound_messages_due_idx" ON "outbound_messages" USING btree ("next_attempt_at") WHERE "outbound_messages"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "consultation_history" ADD CONSTRAINT "consultation_history_field_check" CHECK ("consultation_history"."field" in ('consultationStatus', 'assignedTo', 'adminNotes', 'contact', 'outcome', 'fee', 'otherParty', 'conflictCheck'));--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_outcome_check" CHECK ("consultations"."outcome" is null or "consultations"."outcome" in ('consulted', 'retained', 'not_retained', 'unreachable'));--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_conflict_result_check" CHECK ("consultations"."conflict_result" is null or "consultations"."conflict_result" in ('no_conflict', 'conflict', 'checked'));--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_fee_check" CHECK ("consultations"."fee_amount" is null or "consultations"."fee_amount" >= 0);--> statement-breakpoint
ALTER TABLE "settings_versions" ADD CONSTRAINT "settings_versions_kind_check" CHECK ("settings_versions"."kind" in ('site', 'profile', 'home', 'intake'));