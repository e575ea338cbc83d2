CREATE TABLE "storm_plan_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"season_year" integer NOT NULL,
	"days_before" smallint NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storm_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vessel_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"season_year" integer NOT NULL,
	"intent" text NOT NULL,
	"extra_lines" text,
	"fenders" text,
	"tended_by" text,
	"destination" text,
	"leave_by" date,
	"manned" boolean NOT NULL,
	"keys_with_office" boolean NOT NULL,
	"emergency_name" text NOT NULL,
	"emergency_phone" text NOT NULL,
	"plan_text" text NOT NULL,
	"plan_text_sha256" text NOT NULL,
	"signer_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"signer_ip" text,
	"signer_user_agent" text,
	"consent_version" text NOT NULL,
	"consent_sha256" text NOT NULL,
	"pdf_file_id" uuid,
	"document_id" uuid,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storm_plans_intent_check" CHECK ("storm_plans"."intent" in ('stay', 'haul', 'leave'))
);
--> statement-breakpoint
ALTER TABLE "storm_plan_reminders" ADD CONSTRAINT "storm_plan_reminders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storm_plans" ADD CONSTRAINT "storm_plans_vessel_id_customer_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."customer_vessels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storm_plans" ADD CONSTRAINT "storm_plans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storm_plans" ADD CONSTRAINT "storm_plans_pdf_file_id_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storm_plans" ADD CONSTRAINT "storm_plans_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "storm_plan_reminders_once_key" ON "storm_plan_reminders" USING btree ("customer_id","season_year","days_before");--> statement-breakpoint
CREATE UNIQUE INDEX "storm_plans_current_key" ON "storm_plans" USING btree ("vessel_id","season_year") WHERE "storm_plans"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "storm_plans_customer_idx" ON "storm_plans" USING btree ("customer_id","season_year");