CREATE TABLE "vessel_insurance_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vessel_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"document_id" uuid,
	"carrier" text NOT NULL,
	"policy_number" text NOT NULL,
	"liability_limit" bigint NOT NULL,
	"pandi_limit" bigint,
	"additional_insured" boolean NOT NULL,
	"expires_on" date NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" uuid
);
--> statement-breakpoint
CREATE TABLE "vessel_insurance_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vessel_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"through_on" date NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_by" uuid
);
--> statement-breakpoint
CREATE TABLE "vessel_insurance_reminders" (
	"certificate_id" uuid NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vessel_insurance_reminders_certificate_id_days_before_pk" PRIMARY KEY("certificate_id","days_before")
);
--> statement-breakpoint
ALTER TABLE "vessel_insurance_certificates" ADD CONSTRAINT "vessel_insurance_certificates_vessel_id_customer_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."customer_vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_insurance_certificates" ADD CONSTRAINT "vessel_insurance_certificates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_insurance_certificates" ADD CONSTRAINT "vessel_insurance_certificates_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_insurance_certificates" ADD CONSTRAINT "vessel_insurance_certificates_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_insurance_certificates" ADD CONSTRAINT "vessel_insurance_certificates_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_insurance_overrides" ADD CONSTRAINT "vessel_insurance_overrides_vessel_id_customer_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."customer_vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_insurance_overrides" ADD CONSTRAINT "vessel_insurance_overrides_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_insurance_reminders" ADD CONSTRAINT "vessel_insurance_reminders_certificate_id_vessel_insurance_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."vessel_insurance_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vessel_insurance_certificates_vessel_idx" ON "vessel_insurance_certificates" USING btree ("vessel_id","expires_on");--> statement-breakpoint
CREATE INDEX "vessel_insurance_certificates_expires_idx" ON "vessel_insurance_certificates" USING btree ("expires_on");--> statement-breakpoint
CREATE INDEX "vessel_insurance_overrides_vessel_idx" ON "vessel_insurance_overrides" USING btree ("vessel_id","through_on");