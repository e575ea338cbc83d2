ALTER TABLE "berth_reservations" ADD COLUMN "client_ip" text;--> statement-breakpoint
CREATE INDEX "berth_reservations_client_ip_idx" ON "berth_reservations" USING btree ("client_ip");