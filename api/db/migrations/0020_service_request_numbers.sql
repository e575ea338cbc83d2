CREATE SEQUENCE "public"."service_request_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "request_number" text;--> statement-breakpoint
-- Existing requests are numbered in the order they arrived, each with the facility's year it arrived in;
-- the sequence then carries on after the last of them.
UPDATE "service_requests" AS "request" SET "request_number" = 'S-' || to_char("numbered"."created_at" at time zone 'America/Chicago', 'YYYY') || '-' || lpad("numbered"."n"::text, 6, '0')
FROM (SELECT "id", "created_at", row_number() OVER (ORDER BY "created_at", "id") AS "n" FROM "service_requests") AS "numbered"
WHERE "request"."id" = "numbered"."id";--> statement-breakpoint
SELECT setval('service_request_number_seq', greatest((SELECT count(*) FROM "service_requests"), 1), (SELECT count(*) FROM "service_requests") > 0);--> statement-breakpoint
ALTER TABLE "service_requests" ALTER COLUMN "request_number" SET DEFAULT 'S-' || to_char(now() at time zone 'America/Chicago', 'YYYY') || '-' || lpad(nextval('service_request_number_seq')::text, 6, '0');--> statement-breakpoint
ALTER TABLE "service_requests" ALTER COLUMN "request_number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_request_number_key" ON "service_requests" USING btree ("request_number");
