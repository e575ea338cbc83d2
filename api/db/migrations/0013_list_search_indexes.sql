DROP INDEX "quotes_customer_id_idx";--> statement-breakpoint
CREATE INDEX "berth_reservations_customer_payments_idx" ON "berth_reservations" USING btree ("customer_id","paid_at") WHERE "berth_reservations"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "customers_status_created_at_idx" ON "customers" USING btree ("account_status","created_at");--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ((first_name || ' ' || last_name || chr(10) || email || chr(10) || company || chr(10) || coalesce(username, '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_status_access_level_idx" ON "documents" USING btree ("status","access_level","created_at");--> statement-breakpoint
CREATE INDEX "quotes_customer_id_idx" ON "quotes" USING btree ("customer_id","created_at");