CREATE TABLE "haul_out_priorities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"season" integer NOT NULL,
	"invoice_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "haul_out_priorities" ADD CONSTRAINT "haul_out_priorities_reservation_id_berth_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."berth_reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haul_out_priorities" ADD CONSTRAINT "haul_out_priorities_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "haul_out_priorities_stay_season_key" ON "haul_out_priorities" USING btree ("reservation_id","season");--> statement-breakpoint
CREATE UNIQUE INDEX "haul_out_priorities_invoice_id_key" ON "haul_out_priorities" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "haul_out_priorities_season_idx" ON "haul_out_priorities" USING btree ("season");