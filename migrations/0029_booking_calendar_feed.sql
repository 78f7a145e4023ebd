CREATE TABLE "booking_calendar_feed" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"url_sealed" text NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_status" text,
	"last_count" integer,
	"recurring" integer DEFAULT 0 NOT NULL,
	"other_zones" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_calendar_feed_single_check" CHECK ("booking_calendar_feed"."id" = 1),
	CONSTRAINT "booking_calendar_feed_status_check" CHECK ("booking_calendar_feed"."last_status" is null or "booking_calendar_feed"."last_status" in ('ok', 'failed'))
);
