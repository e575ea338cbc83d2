ALTER TABLE "berth_reservations" ADD COLUMN "early_arrival_on" date;--> statement-breakpoint
ALTER TABLE "berth_reservations" ADD COLUMN "early_departure_on" date;