CREATE TABLE "lease_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lease_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"client_ip" text,
	"user_agent" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "lease_events_kind_check" CHECK ("lease_events"."kind" in ('prepared', 'sent-for-signature', 'viewed', 'consented', 'code-sent', 'code-confirmed', 'signed', 'copy-sent'))
);
--> statement-breakpoint
CREATE TABLE "lease_signing_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lease_id" uuid NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"attempts" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_signing_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"sent_to" text NOT NULL,
	"sent_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leases" DROP CONSTRAINT "leases_reservation_id_berth_reservations_id_fk";
--> statement-breakpoint
ALTER TABLE "leases" DROP CONSTRAINT "leases_signed_pdf_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "template_version" text;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "template_values" jsonb;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "signed_pdf_sha256" text;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "consent_sha256" text;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "signer_email" text;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "signer_email_verified_by" text;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "signer_ip" text;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "signer_user_agent" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment_file_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "lease_events" ADD CONSTRAINT "lease_events_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_signing_codes" ADD CONSTRAINT "lease_signing_codes_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_signing_links" ADD CONSTRAINT "lease_signing_links_reservation_id_berth_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."berth_reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_signing_links" ADD CONSTRAINT "lease_signing_links_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lease_events_lease_sequence_key" ON "lease_events" USING btree ("lease_id","sequence");--> statement-breakpoint
CREATE INDEX "lease_signing_codes_lease_id_idx" ON "lease_signing_codes" USING btree ("lease_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lease_signing_links_token_hash_key" ON "lease_signing_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "lease_signing_links_reservation_id_idx" ON "lease_signing_links" USING btree ("reservation_id","created_at");--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_reservation_id_berth_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."berth_reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_signed_pdf_file_id_files_id_fk" FOREIGN KEY ("signed_pdf_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_attachment_file_id_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_signer_email_verified_by_check" CHECK ("leases"."signer_email_verified_by" in ('account', 'code'));--> statement-breakpoint
CREATE FUNCTION "lease_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'lease events are evidence: they are never changed or deleted' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "lease_events_append_only" BEFORE UPDATE OR DELETE ON "lease_events" FOR EACH ROW EXECUTE FUNCTION "lease_events_append_only"();--> statement-breakpoint
CREATE FUNCTION "signed_leases_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'signed' THEN
    RAISE EXCEPTION 'a signed lease is evidence: it is never deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "signed_leases_kept" BEFORE DELETE ON "leases" FOR EACH ROW EXECUTE FUNCTION "signed_leases_kept"();
