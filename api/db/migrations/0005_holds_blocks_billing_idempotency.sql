CREATE SEQUENCE "public"."reservation_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "berth_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"berth_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"vessel_name" text,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "berth_blocks_kind_check" CHECK ("berth_blocks"."kind" in ('maintenance', 'occupied'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"holder_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
ALTER TABLE "berth_reservations" ADD COLUMN "reservation_number" text DEFAULT 'R-' || to_char(now() at time zone 'America/Chicago', 'YYYY') || '-' || lpad(nextval('reservation_number_seq')::text, 6, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "berth_reservations" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "berth_reservations" ADD COLUMN "resume_token_hash" text;--> statement-breakpoint
ALTER TABLE "berth_reservations" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
-- Existing berths bill at least half their length, like new ones (shared/pricing.ts).
ALTER TABLE "berths" ADD COLUMN "min_billable_length" integer;--> statement-breakpoint
UPDATE "berths" SET "min_billable_length" = ceil("length" / 2.0);--> statement-breakpoint
ALTER TABLE "berths" ALTER COLUMN "min_billable_length" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "signed_pdf_file_id" uuid;--> statement-breakpoint
ALTER TABLE "berth_blocks" ADD CONSTRAINT "berth_blocks_berth_id_berths_id_fk" FOREIGN KEY ("berth_id") REFERENCES "public"."berths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "berth_blocks" ADD CONSTRAINT "berth_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "berth_blocks_berth_id_idx" ON "berth_blocks" USING btree ("berth_id","starts_on");--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_signed_pdf_file_id_files_id_fk" FOREIGN KEY ("signed_pdf_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "berth_reservations_reservation_number_key" ON "berth_reservations" USING btree ("reservation_number");--> statement-breakpoint
CREATE INDEX "berth_reservations_hold_expires_at_idx" ON "berth_reservations" USING btree ("hold_expires_at") WHERE "berth_reservations"."hold_expires_at" is not null and "berth_reservations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "berth_reservations_contact_email_idx" ON "berth_reservations" USING btree (lower("contact_email"));--> statement-breakpoint
-- Blocks of one berth never share a day; no end date means until further notice.
ALTER TABLE "berth_blocks" ADD CONSTRAINT "berth_blocks_no_overlap" EXCLUDE USING gist (
	"berth_id" WITH =,
	daterange("starts_on", "ends_on", '[)') WITH &&
);--> statement-breakpoint
-- Berths out of use today become blocks on the calendar, from today at the facility: maintenance
-- until further notice, a vessel alongside until its reserved-until day (or until further notice).
INSERT INTO "berth_blocks" ("berth_id", "kind", "vessel_name", "starts_on", "ends_on", "note")
SELECT "id",
	CASE WHEN "status" = 'maintenance' THEN 'maintenance' ELSE 'occupied' END,
	"current_vessel",
	(now() at time zone 'America/Chicago')::date,
	CASE WHEN "reserved_until" IS NULL THEN NULL
		ELSE greatest(("reserved_until" at time zone 'America/Chicago')::date, (now() at time zone 'America/Chicago')::date + 1) END,
	'Carried over from the berth status'
FROM "berths" WHERE "status" <> 'available';--> statement-breakpoint
UPDATE "berths" SET "status" = 'available', "current_vessel" = NULL, "reserved_until" = NULL WHERE "status" <> 'available';--> statement-breakpoint
-- Unpaid reservations made before holds existed get one hour from now to be paid.
UPDATE "berth_reservations" SET "hold_expires_at" = now() + interval '60 minutes'
WHERE "status" = 'pending' AND "payment_status" = 'unpaid';