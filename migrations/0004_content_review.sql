ALTER TABLE "interviews" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "law_as_of" date;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "law_as_of" date;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reviewed_by" text;