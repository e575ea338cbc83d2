CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Until now nothing wrote documents, versions or shares with a stored file: any such rows named
-- no file in the store and could never be downloaded (decision 036), and shares kept no expiry.
DELETE FROM "document_shares" WHERE "expires_at" IS NULL OR "document_id" IN (SELECT "id" FROM "documents" WHERE "file_path" NOT IN (SELECT "id"::text FROM "files"));--> statement-breakpoint
DELETE FROM "document_versions" WHERE "file_path" NOT IN (SELECT "id"::text FROM "files");--> statement-breakpoint
DELETE FROM "documents" WHERE "file_path" NOT IN (SELECT "id"::text FROM "files");--> statement-breakpoint
UPDATE "documents" SET "status" = 'active' WHERE "status" NOT IN ('active', 'trashed');--> statement-breakpoint
CREATE TABLE "document_share_opens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "customer_documents" DROP CONSTRAINT "customer_documents_lease_id_leases_id_fk";
--> statement-breakpoint
DROP INDEX "customer_documents_lease_id_key";--> statement-breakpoint
ALTER TABLE "document_shares" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "document_versions" ALTER COLUMN "file_path" SET DATA TYPE uuid USING "file_path"::uuid;--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "file_path" SET DATA TYPE uuid USING "file_path"::uuid;--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "expires_at" SET DATA TYPE date USING ("expires_at" AT TIME ZONE 'America/Chicago')::date;--> statement-breakpoint
ALTER TABLE "client_uploads" ADD COLUMN "expires_at" date;--> statement-breakpoint
ALTER TABLE "document_shares" ADD COLUMN "shared_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "mime_type" text;--> statement-breakpoint
UPDATE "document_versions" SET "mime_type" = "files"."mime_type" FROM "files" WHERE "files"."id" = "document_versions"."file_path";--> statement-breakpoint
ALTER TABLE "document_versions" ALTER COLUMN "mime_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "uploaded_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "lease_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "trashed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_share_opens" ADD CONSTRAINT "document_share_opens_share_id_document_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."document_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_share_opens_share_id_idx" ON "document_share_opens" USING btree ("share_id","opened_at");--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_shared_by_user_id_users_id_fk" FOREIGN KEY ("shared_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_file_path_files_id_fk" FOREIGN KEY ("file_path") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_path_files_id_fk" FOREIGN KEY ("file_path") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_uploads_expires_at_idx" ON "client_uploads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "document_shares_shared_with_email_idx" ON "document_shares" USING btree (lower("shared_with_email"));--> statement-breakpoint
CREATE INDEX "documents_expires_at_idx" ON "documents" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "documents_trashed_at_idx" ON "documents" USING btree ("trashed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_lease_id_key" ON "documents" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "documents_search_trgm_idx" ON "documents" USING gin ((title || chr(10) || coalesce(description, '') || chr(10) || file_name) gin_trgm_ops);--> statement-breakpoint
-- Signed leases are filed in the document library from now on (contracts, access customer).
INSERT INTO "documents" ("category_id", "customer_id", "title", "description", "file_name", "file_size", "mime_type", "file_path", "uploaded_by", "access_level", "checksum", "lease_id", "created_at", "updated_at")
SELECT (SELECT "id" FROM "document_categories" WHERE "name" = 'contracts'), cd."customer_id", 'Berth lease ' || r."reservation_number", cd."description", cd."file_name", f."size", f."mime_type", f."id", cd."uploaded_by", 'customer', f."sha256", cd."lease_id", cd."created_at", cd."created_at"
FROM "customer_documents" cd
JOIN "leases" l ON l."id" = cd."lease_id"
JOIN "berth_reservations" r ON r."id" = l."reservation_id"
JOIN "files" f ON f."id" = cd."file_url"
WHERE cd."lease_id" IS NOT NULL;--> statement-breakpoint
DELETE FROM "customer_documents" WHERE "lease_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_documents" DROP COLUMN "lease_id";--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_access_level_check" CHECK ("document_shares"."access_level" in ('view', 'download'));--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_recipient_check" CHECK ("document_shares"."shared_with_customer_id" is not null or "document_shares"."shared_with_email" is not null);--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_status_check" CHECK ("documents"."status" in ('active', 'trashed'));