CREATE TABLE "availability_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"label" text NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"feed_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_blocks_source_check" CHECK ("availability_blocks"."source" in ('manual', 'ics')),
	CONSTRAINT "availability_blocks_range_check" CHECK ("availability_blocks"."end_at" > "availability_blocks"."start_at")
);
--> statement-breakpoint
CREATE TABLE "booking_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"consultation_id" integer NOT NULL,
	"type_slug" text NOT NULL,
	"type_label" text NOT NULL,
	"kind" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"situation" text NOT NULL,
	"deadline_kind" text,
	"deadline_date" date,
	"reminder_channel" text NOT NULL,
	"needs_reschedule" boolean DEFAULT false NOT NULL,
	"status_reason" text,
	"proposed_start_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_consultation_unique" UNIQUE("consultation_id"),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('pending', 'confirmed', 'declined', 'completed', 'no_show', 'cancelled')),
	CONSTRAINT "bookings_situation_check" CHECK ("bookings"."situation" in ('arrest', 'today', 'deadline', 'general')),
	CONSTRAINT "bookings_kind_check" CHECK ("bookings"."kind" in ('phone', 'video', 'visit')),
	CONSTRAINT "bookings_reminder_channel_check" CHECK ("bookings"."reminder_channel" in ('sms', 'email', 'none')),
	CONSTRAINT "bookings_range_check" CHECK ("bookings"."end_at" > "bookings"."start_at")
);
--> statement-breakpoint
ALTER TABLE "settings_versions" DROP CONSTRAINT "settings_versions_kind_check";--> statement-breakpoint
ALTER TABLE "booking_tokens" ADD CONSTRAINT "booking_tokens_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_blocks_start_idx" ON "availability_blocks" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "booking_tokens_booking_idx" ON "booking_tokens" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_start_idx" ON "bookings" USING btree ("start_at");--> statement-breakpoint
ALTER TABLE "settings_versions" ADD CONSTRAINT "settings_versions_kind_check" CHECK ("settings_versions"."kind" in ('site', 'profile', 'home', 'intake', 'booking'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (tstzrange("start_at", "end_at", '[)') WITH &&) WHERE ("status" in ('pending', 'confirmed'));
