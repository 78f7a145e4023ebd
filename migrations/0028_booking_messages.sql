ALTER TABLE "outbound_messages" DROP CONSTRAINT "outbound_messages_kind_check";--> statement-breakpoint
DROP INDEX "outbound_messages_consultation_kind_unique";--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "dedupe_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbound_messages_booking_idx" ON "outbound_messages" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_messages_dedupe_unique" ON "outbound_messages" USING btree ("consultation_id","kind","dedupe_key");--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_kind_check" CHECK ("outbound_messages"."kind" in ('ack_email', 'ack_sms', 'urgent_alert', 'booking_reminder', 'booking_status', 'booking_reschedule'));