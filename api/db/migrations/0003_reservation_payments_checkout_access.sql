CREATE TABLE "processed_payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"reservation_id" uuid,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payment_intents_status_check" CHECK ("test_payment_intents"."status" in ('requires_payment_method', 'succeeded', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "berth_reservations" ADD COLUMN "payment_status" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "berth_reservations" ADD COLUMN "paid_amount" integer;--> statement-breakpoint
ALTER TABLE "berth_reservations" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "berth_reservations" ADD COLUMN "checkout_token_hash" text;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "signed_document_sha256" text;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD CONSTRAINT "test_payment_intents_reservation_id_berth_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."berth_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "berth_reservations" ADD CONSTRAINT "berth_reservations_payment_status_check" CHECK ("berth_reservations"."payment_status" in ('unpaid', 'paid', 'refunded'));