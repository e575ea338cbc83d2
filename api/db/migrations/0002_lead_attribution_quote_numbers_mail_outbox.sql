CREATE SEQUENCE "public"."quote_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "quote_number" SET DEFAULT 'Q-' || to_char(now() at time zone 'America/Chicago', 'YYYY') || '-' || lpad(nextval('quote_number_seq')::text, 6, '0');--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "first_touch" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "last_touch" jsonb;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "source" text DEFAULT 'contact' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "first_touch" jsonb;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "last_touch" jsonb;--> statement-breakpoint
CREATE INDEX "mail_outbox_status_next_attempt_at_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_source_check" CHECK ("service_requests"."source" in ('contact', 'schedule'));