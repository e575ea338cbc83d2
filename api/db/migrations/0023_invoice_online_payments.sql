ALTER TABLE "invoices" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refunded_amount" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD CONSTRAINT "test_payment_intents_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_intent_id_key" ON "invoices" USING btree ("payment_intent_id");