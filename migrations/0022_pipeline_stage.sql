ALTER TABLE "consultation_history" DROP CONSTRAINT "consultation_history_field_check";--> statement-breakpoint
DROP INDEX "consultations_open_idx";--> statement-breakpoint
DROP INDEX "consultations_first_due_idx";--> statement-breakpoint
DROP INDEX "consultations_next_due_idx";--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "conflict_match_count" integer;--> statement-breakpoint
-- Backfill: each request's stage from what it already records. The outcome decides (상담 완료 → consulted,
-- 수임 → retained, 미수임 → declined, 연락 두절 → unreachable); without one, a logged contact that reached the
-- requester → reached, any other logged contact → attempted, else new. A request marked 완료 with no ending outcome
-- becomes consulted (상담): it was handled, but none of 수임, 미수임 or 연락 두절 may be assumed; its status stays
-- completed, so its response clock stays closed as before.
UPDATE "consultations" c SET "stage" = CASE
  WHEN c."outcome" = 'retained' THEN 'retained'
  WHEN c."outcome" = 'not_retained' THEN 'declined'
  WHEN c."outcome" = 'unreachable' THEN 'unreachable'
  WHEN c."outcome" = 'consulted' OR c."consultation_status" = 'completed' THEN 'consulted'
  WHEN EXISTS (SELECT 1 FROM "consultation_contacts" k WHERE k."consultation_id" = c."id" AND k."result" = 'reached') THEN 'reached'
  WHEN EXISTS (SELECT 1 FROM "consultation_contacts" k WHERE k."consultation_id" = c."id") THEN 'attempted'
  WHEN c."consultation_status" = 'in_progress' THEN 'attempted'
  ELSE 'new'
END;--> statement-breakpoint
-- The status is read off the stage from now on (completed kept as set, see above).
UPDATE "consultations" SET "consultation_status" = CASE
  WHEN "stage" = 'new' THEN 'new'
  WHEN "stage" IN ('retained', 'declined', 'unreachable') THEN 'completed'
  ELSE 'in_progress'
END WHERE "consultation_status" <> 'completed';--> statement-breakpoint
CREATE INDEX "consultations_open_idx" ON "consultations" USING btree ("created_at") WHERE ("consultations"."stage" not in ('retained', 'declined', 'unreachable') and "consultations"."consultation_status" <> 'completed' and ("consultations"."outcome" is null or "consultations"."outcome" not in ('retained', 'not_retained', 'unreachable')));--> statement-breakpoint
CREATE INDEX "consultations_first_due_idx" ON "consultations" USING btree ("urgency","created_at","id") WHERE ("consultations"."stage" not in ('retained', 'declined', 'unreachable') and "consultations"."consultation_status" <> 'completed' and ("consultations"."outcome" is null or "consultations"."outcome" not in ('retained', 'not_retained', 'unreachable'))) and ("consultations"."first_contact_at" is null and ("consultations"."outcome" is null or "consultations"."outcome" <> 'consulted'));--> statement-breakpoint
CREATE INDEX "consultations_next_due_idx" ON "consultations" USING btree ("urgency","next_contact_at","created_at","id") WHERE ("consultations"."stage" not in ('retained', 'declined', 'unreachable') and "consultations"."consultation_status" <> 'completed' and ("consultations"."outcome" is null or "consultations"."outcome" not in ('retained', 'not_retained', 'unreachable'))) and ("consultations"."next_contact_at" is not null and ("consultations"."first_contact_at" is not null or "consultations"."outcome" = 'consulted'));--> statement-breakpoint
ALTER TABLE "consultation_history" ADD CONSTRAINT "consultation_history_field_check" CHECK ("consultation_history"."field" in ('consultationStatus', 'assignedTo', 'adminNotes', 'contact', 'outcome', 'fee', 'otherParty', 'conflictCheck', 'stage'));--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_stage_check" CHECK ("consultations"."stage" in ('new', 'attempted', 'reached', 'consulted', 'retained', 'declined', 'unreachable'));