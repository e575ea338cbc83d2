CREATE TABLE "storm_vessel_note_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note_id" uuid,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"token_hash" text,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storm_vessel_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"customer_id" uuid,
	"change_id" uuid,
	"text" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "storm_vessel_note_photos" ADD CONSTRAINT "storm_vessel_note_photos_note_id_storm_vessel_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."storm_vessel_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storm_vessel_note_photos" ADD CONSTRAINT "storm_vessel_note_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storm_vessel_note_photos" ADD CONSTRAINT "storm_vessel_note_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storm_vessel_notes" ADD CONSTRAINT "storm_vessel_notes_reservation_id_berth_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."berth_reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storm_vessel_notes" ADD CONSTRAINT "storm_vessel_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storm_vessel_notes" ADD CONSTRAINT "storm_vessel_notes_change_id_storm_stage_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."storm_stage_changes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storm_vessel_notes" ADD CONSTRAINT "storm_vessel_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storm_vessel_note_photos_note_idx" ON "storm_vessel_note_photos" USING btree ("note_id");--> statement-breakpoint
CREATE UNIQUE INDEX "storm_vessel_note_photos_token_hash_key" ON "storm_vessel_note_photos" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "storm_vessel_notes_reservation_idx" ON "storm_vessel_notes" USING btree ("reservation_id","created_at");