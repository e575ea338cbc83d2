CREATE TABLE "customer_vessels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"vessel_type" text NOT NULL,
	"length" integer NOT NULL,
	"beam" integer,
	"draft" integer NOT NULL,
	"documentation_number" text,
	"state_registration" text,
	"home_port" text,
	"notes" text,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_vessels_vessel_type_check" CHECK ("customer_vessels"."vessel_type" in ('Offshore Supply Vessel (OSV)', 'Platform Supply Vessel (PSV)', 'Anchor Handling Tug (AHT)', 'Crew Transfer Vessel', 'Workboat', 'Tugboat', 'Barge', 'Drilling Rig', 'Production Platform', 'Other'))
);
--> statement-breakpoint
ALTER TABLE "berth_reservations" ADD COLUMN "vessel_id" uuid;--> statement-breakpoint
ALTER TABLE "customer_vessels" ADD CONSTRAINT "customer_vessels_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_vessels_customer_id_idx" ON "customer_vessels" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "berth_reservations" ADD CONSTRAINT "berth_reservations_vessel_id_customer_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."customer_vessels"("id") ON DELETE set null ON UPDATE no action;