-- PostgreSQL itself keeps a boat's blocking intervals and price periods from overlapping.
-- Intervals are half-open [start_date, end_date): back-to-back stays are allowed.
ALTER TABLE "availability_blocks" ADD CONSTRAINT "availability_blocks_no_overlap"
  EXCLUDE USING gist ("boat_id" WITH =, daterange("start_date", "end_date", '[)') WITH &&);
--> statement-breakpoint
ALTER TABLE "boat_prices" ADD CONSTRAINT "boat_prices_no_overlap"
  EXCLUDE USING gist ("boat_id" WITH =, daterange("start_date", "end_date", '[)') WITH &&);
