CREATE TABLE "boat_price_floor_rates" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"usd" numeric NOT NULL,
	"eur" numeric NOT NULL,
	"gbp" numeric NOT NULL,
	CONSTRAINT "boat_price_floor_rates_one_row" CHECK ("boat_price_floor_rates"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "boat_price_floors" ADD COLUMN "try_floor" bigint;--> statement-breakpoint
ALTER TABLE "boat_price_floors" ADD COLUMN "marina_id" integer;--> statement-breakpoint
ALTER TABLE "boat_price_floors" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "availability_blocks_range_idx" ON "availability_blocks" USING gist (daterange("start_date", "end_date", '[)'));--> statement-breakpoint
CREATE INDEX "boat_price_floors_listing_idx" ON "boat_price_floors" USING btree ("marina_id","try_floor","boat_id") WHERE "boat_price_floors"."listed";--> statement-breakpoint
CREATE INDEX "boat_price_floors_valid_until_idx" ON "boat_price_floors" USING btree ("valid_until");--> statement-breakpoint
CREATE INDEX "boat_price_floors_computed_on_idx" ON "boat_price_floors" USING btree ("computed_on");--> statement-breakpoint
CREATE INDEX "boats_rent_type_idx" ON "boats" USING btree ("type_id","id") WHERE "boats"."active" AND "boats"."for_rent";--> statement-breakpoint
-- boat_price_floors.try_floor (the floor in TL at the rates of boat_price_floor_rates), marina_id and listed
-- (copies of the boat's marina and of active AND for_rent): kept by the database in the writing transaction,
-- like the per-currency minimums (migration 0015). The listing reads try_floor only when the stored rates are the
-- admin's and every row is exact for the day; otherwise it computes the floor as before (docs/performance.md).
-- The floor in TL of a row's minimums at the stored rates, null without rates: the same LEAST of rounded
-- conversions the listing computes at query time (src/server/search/price-sql.ts floorTry).
CREATE FUNCTION boat_price_floor_try(try_min bigint, usd_min bigint, eur_min bigint, gbp_min bigint) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT least(try_min, round(usd_min * r.usd)::bigint, round(eur_min * r.eur)::bigint, round(gbp_min * r.gbp)::bigint)
    FROM boat_price_floor_rates r WHERE r.id = 1
$$;
--> statement-breakpoint
-- Migration 0015's function, now also writing try_floor, marina_id and listed.
CREATE OR REPLACE FUNCTION refresh_boat_price_floors(boat_ids integer[], today date) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO boat_price_floors (boat_id, computed_on)
    SELECT b.id, today FROM boats b WHERE b.id = ANY (boat_ids) ORDER BY b.id
    ON CONFLICT (boat_id) DO NOTHING;
  PERFORM 1 FROM boat_price_floors WHERE boat_id = ANY (boat_ids) ORDER BY boat_id FOR UPDATE;
  UPDATE boat_price_floors f
     SET computed_on = today, valid_until = m.valid_until,
         try_min = m.try_min, usd_min = m.usd_min, eur_min = m.eur_min, gbp_min = m.gbp_min,
         try_floor = boat_price_floor_try(m.try_min, m.usd_min, m.eur_min, m.gbp_min),
         marina_id = b.marina_id, listed = b.active AND b.for_rent
    FROM (
      SELECT f2.boat_id, min(p.end_date) AS valid_until,
             min(p.day_price) FILTER (WHERE p.currency = 'TRY') AS try_min,
             min(p.day_price) FILTER (WHERE p.currency = 'USD') AS usd_min,
             min(p.day_price) FILTER (WHERE p.currency = 'EUR') AS eur_min,
             min(p.day_price) FILTER (WHERE p.currency = 'GBP') AS gbp_min
        FROM boat_price_floors f2
        LEFT JOIN boat_prices p ON p.boat_id = f2.boat_id AND p.end_date > today
       WHERE f2.boat_id = ANY (boat_ids)
       GROUP BY f2.boat_id
    ) m, boats b
   WHERE f.boat_id = m.boat_id AND b.id = m.boat_id;
END $$;
--> statement-breakpoint
-- A boat moved to another marina, archived, restored or taken off rent: its floor row follows. Independent of any
-- other trigger on boats (audit); only the three columns it copies fire it.
CREATE FUNCTION boats_sync_price_floor() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE boat_price_floors SET marina_id = NEW.marina_id, listed = NEW.active AND NEW.for_rent
   WHERE boat_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER boats_price_floor_sync AFTER UPDATE OF marina_id, active, for_rent ON boats
  FOR EACH ROW
  WHEN (OLD.marina_id IS DISTINCT FROM NEW.marina_id OR OLD.active IS DISTINCT FROM NEW.active
        OR OLD.for_rent IS DISTINCT FROM NEW.for_rent)
  EXECUTE FUNCTION boats_sync_price_floor();
--> statement-breakpoint
-- New rates (the app syncs them from the settings): every row's try_floor, in the same transaction.
CREATE FUNCTION boat_price_floor_rates_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- In boat order, like refresh_boat_price_floors: a concurrent price write waits instead of deadlocking.
  PERFORM 1 FROM boat_price_floors ORDER BY boat_id FOR UPDATE;
  UPDATE boat_price_floors SET try_floor = boat_price_floor_try(try_min, usd_min, eur_min, gbp_min);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Per row: an upsert that changes nothing (same rates) fires nothing.
CREATE TRIGGER boat_price_floor_rates_changed AFTER INSERT OR UPDATE OR DELETE ON boat_price_floor_rates
  FOR EACH ROW EXECUTE FUNCTION boat_price_floor_rates_changed();
--> statement-breakpoint
UPDATE boat_price_floors f SET marina_id = b.marina_id, listed = b.active AND b.for_rent FROM boats b WHERE b.id = f.boat_id;
