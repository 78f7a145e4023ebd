ALTER TABLE "consultations" DROP CONSTRAINT "consultations_case_type_check";--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "contact_method" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "avoid_time" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "avoid_time_note" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "no_messages" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_contact_method_check" CHECK ("consultations"."contact_method" is null or "consultations"."contact_method" in ('any', 'call_only', 'text_only'));--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_avoid_time_check" CHECK ("consultations"."avoid_time" is null or "consultations"."avoid_time" in ('weekday_daytime', 'evening', 'custom'));--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_case_type_check" CHECK ("consultations"."case_type" in ('assault', 'fraud', 'traffic', 'economic', 'theft', 'sexual', 'drug', 'defamation', 'police_investigation', 'other', 'unsure'));