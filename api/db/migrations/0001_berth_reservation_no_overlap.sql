-- Custom SQL migration file, put your code below! --
-- Two live reservations of one berth may never share a night. Stays are half-open
-- [arrival, departure), so a same-day turnover is allowed; cancelled reservations hold nothing.
-- A violation raises SQLSTATE 23P01 (exclusion_violation).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "berth_reservations" ADD CONSTRAINT "berth_reservations_no_overlap" EXCLUDE USING gist (
	"berth_id" WITH =,
	daterange("arrival_date", "departure_date", '[)') WITH &&
) WHERE ("status" <> 'cancelled');
