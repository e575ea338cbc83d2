CREATE TABLE "haul_outs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"change_id" uuid,
	"storm_name" text,
	"joined_at" timestamp with time zone NOT NULL,
	"hauled_at" timestamp with time zone,
	"hauled_by" uuid,
	"receipt_file_id" uuid
);
--> statement-breakpoint
ALTER TABLE "haul_outs" ADD CONSTRAINT "haul_outs_reservation_id_berth_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."berth_reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haul_outs" ADD CONSTRAINT "haul_outs_change_id_storm_stage_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."storm_stage_changes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haul_outs" ADD CONSTRAINT "haul_outs_hauled_by_users_id_fk" FOREIGN KEY ("hauled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haul_outs" ADD CONSTRAINT "haul_outs_receipt_file_id_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "haul_outs_waiting_key" ON "haul_outs" USING btree ("reservation_id") WHERE "haul_outs"."hauled_at" is null;--> statement-breakpoint
CREATE INDEX "haul_outs_joined_idx" ON "haul_outs" USING btree ("joined_at");