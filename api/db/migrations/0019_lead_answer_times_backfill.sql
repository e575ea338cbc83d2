-- Leads moved on from pending without an answer time read as still waiting (decision 086): each
-- takes the time of its first new status or note in the audit history, or failing that the latest
-- moment it can have been answered (its completion, approval or last change), never before it arrived.
UPDATE "service_requests" AS "lead" SET "first_response_at" = (
  SELECT min("audit"."created_at") FROM "audit_log" AS "audit"
  WHERE "audit"."entity_type" = 'service-request' AND "audit"."entity_id" = "lead"."id"::text
    AND "audit"."action" = 'lead.updated'
    AND ("audit"."after"->'status' IS NOT NULL OR coalesce("audit"."after"->>'internalNotes', '') <> '')
) WHERE "lead"."first_response_at" IS NULL;--> statement-breakpoint
UPDATE "quotes" AS "lead" SET "first_response_at" = (
  SELECT min("audit"."created_at") FROM "audit_log" AS "audit"
  WHERE "audit"."entity_type" = 'quote' AND "audit"."entity_id" = "lead"."id"::text
    AND "audit"."action" = 'lead.updated'
    AND ("audit"."after"->'status' IS NOT NULL OR coalesce("audit"."after"->>'internalNotes', '') <> '')
) WHERE "lead"."first_response_at" IS NULL;--> statement-breakpoint
UPDATE "service_requests" SET "first_response_at" = greatest("created_at", least("completed_at", "updated_at"))
WHERE "first_response_at" IS NULL AND "status" <> 'pending';--> statement-breakpoint
UPDATE "quotes" SET "first_response_at" = greatest("created_at", least("approved_at", "updated_at"))
WHERE "first_response_at" IS NULL AND "status" <> 'pending';
