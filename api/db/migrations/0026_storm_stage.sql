CREATE TABLE "storm_notice_vessels" (
	"notice_id" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"intent" text,
	"manned" boolean,
	CONSTRAINT "storm_notice_vessels_notice_id_reservation_id_pk" PRIMARY KEY("notice_id","reservation_id"),
	CONSTRAINT "storm_notice_vessels_intent_check" CHECK ("storm_notice_vessels"."intent" in ('stay', 'haul', 'leave'))
);
--> statement-breakpoint
CREATE TABLE "storm_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"change_id" uuid NOT NULL,
	"tenant_key" text NOT NULL,
	"customer_id" uuid,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "storm_stage_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "storm_stage_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stage" text,
	"storm_name" text,
	"note" text,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"set_by" uuid
);
--> statement-breakpoint
ALTER TABLE "storm_notice_vessels" ADD CONSTRAINT "storm_notice_vessels_notice_id_storm_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."storm_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storm_notice_vessels" ADD CONSTRAINT "storm_notice_vessels_reservation_id_berth_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."berth_reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storm_notices" ADD CONSTRAINT "storm_notices_change_id_storm_stage_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."storm_stage_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storm_notices" ADD CONSTRAINT "storm_notices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storm_stage_changes" ADD CONSTRAINT "storm_stage_changes_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "storm_notices_change_tenant_key" ON "storm_notices" USING btree ("change_id","tenant_key");--> statement-breakpoint
CREATE UNIQUE INDEX "storm_notices_token_hash_key" ON "storm_notices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "storm_stage_changes_seq_idx" ON "storm_stage_changes" USING btree ("seq");