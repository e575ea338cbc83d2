CREATE TABLE "customer_known_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_tokens_purpose_check" CHECK ("customer_tokens"."purpose" in ('verify-email', 'reset-password'))
);
--> statement-breakpoint
-- Until now only the demo seed wrote these rows, with placeholder paths that name no stored file:
-- such rows could never be downloaded, so they go; every file is now named by its id in "files".
DELETE FROM "client_uploads" WHERE CASE WHEN "file_path" ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN "file_path"::uuid NOT IN (SELECT "id" FROM "files") ELSE true END;--> statement-breakpoint
DELETE FROM "customer_documents" WHERE CASE WHEN "file_url" ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN "file_url"::uuid NOT IN (SELECT "id" FROM "files") ELSE true END;--> statement-breakpoint
UPDATE "client_messages" SET "attachment_path" = NULL, "attachment_name" = NULL WHERE "attachment_path" IS NOT NULL AND CASE WHEN "attachment_path" ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN "attachment_path"::uuid NOT IN (SELECT "id" FROM "files") ELSE true END;--> statement-breakpoint
ALTER TABLE "client_messages" ALTER COLUMN "attachment_path" SET DATA TYPE uuid USING "attachment_path"::uuid;--> statement-breakpoint
ALTER TABLE "client_uploads" ALTER COLUMN "file_path" SET DATA TYPE uuid USING "file_path"::uuid;--> statement-breakpoint
ALTER TABLE "customer_documents" ALTER COLUMN "file_url" SET DATA TYPE uuid USING "file_url"::uuid;--> statement-breakpoint
ALTER TABLE "customer_documents" ADD COLUMN "lease_id" uuid;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reservation_id" uuid;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "customer_known_devices" ADD CONSTRAINT "customer_known_devices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_tokens" ADD CONSTRAINT "customer_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_known_devices_customer_id_idx" ON "customer_known_devices" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_tokens_token_hash_key" ON "customer_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "customer_tokens_customer_id_idx" ON "customer_tokens" USING btree ("customer_id","purpose");--> statement-breakpoint
CREATE INDEX "customer_tokens_expires_at_idx" ON "customer_tokens" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "client_messages" ADD CONSTRAINT "client_messages_attachment_path_files_id_fk" FOREIGN KEY ("attachment_path") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_uploads" ADD CONSTRAINT "client_uploads_file_path_files_id_fk" FOREIGN KEY ("file_path") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_documents" ADD CONSTRAINT "customer_documents_file_url_files_id_fk" FOREIGN KEY ("file_url") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_documents" ADD CONSTRAINT "customer_documents_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reservation_id_berth_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."berth_reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_documents_lease_id_key" ON "customer_documents" USING btree ("lease_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_reservation_id_key" ON "invoices" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "quotes_contact_email_lower_idx" ON "quotes" USING btree (lower("contact_email"));--> statement-breakpoint
CREATE INDEX "service_requests_customer_id_idx" ON "service_requests" USING btree ("customer_id","created_at");