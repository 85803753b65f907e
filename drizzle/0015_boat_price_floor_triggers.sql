-- The listing's "from" price (boat_price_floors, migration 0014) is kept by the database in the transaction that
-- writes boat_prices: whatever writes a period (API, seed, restore, psql), the floor follows.
--
-- refresh_boat_price_floors(boats, today): each listed boat's cheapest day price per currency over the periods
-- ending after `today`, and the earliest such end (after which the row no longer describes the next day).
-- The floor rows are locked in boat order before the minimums are read: two transactions writing periods of one
-- boat take turns, and under READ COMMITTED the second one's UPDATE (a new statement, a new snapshot) sees the
-- first one's committed periods.
CREATE FUNCTION refresh_boat_price_floors(boat_ids integer[], today date) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO boat_price_floors (boat_id, computed_on)
    SELECT b.id, today FROM boats b WHERE b.id = ANY (boat_ids) ORDER BY b.id
    ON CONFLICT (boat_id) DO NOTHING;
  PERFORM 1 FROM boat_price_floors WHERE boat_id = ANY (boat_ids) ORDER BY boat_id FOR UPDATE;
  UPDATE boat_price_floors f
     SET computed_on = today, valid_until = m.valid_until,
         try_min = m.try_min, usd_min = m.usd_min, eur_min = m.eur_min, gbp_min = m.gbp_min
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
    ) m
   WHERE f.boat_id = m.boat_id;
END $$;
--> statement-breakpoint
-- The day the site lives in (the app's todayIn default zone).
CREATE FUNCTION liman_today() RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (now() AT TIME ZONE 'Europe/Istanbul')::date
$$;
--> statement-breakpoint
-- One function for the three statement triggers; each branch reads only the transition tables its event has
-- (PL/pgSQL plans a statement when it first runs it).
CREATE FUNCTION boat_prices_refresh_floors() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_boat_price_floors(ARRAY(SELECT DISTINCT boat_id FROM new_rows), liman_today());
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_boat_price_floors(ARRAY(SELECT DISTINCT boat_id FROM old_rows), liman_today());
  ELSE
    PERFORM refresh_boat_price_floors(
      ARRAY(SELECT boat_id FROM old_rows UNION SELECT boat_id FROM new_rows), liman_today());
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER boat_prices_floors_insert AFTER INSERT ON boat_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION boat_prices_refresh_floors();
--> statement-breakpoint
CREATE TRIGGER boat_prices_floors_update AFTER UPDATE ON boat_prices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION boat_prices_refresh_floors();
--> statement-breakpoint
CREATE TRIGGER boat_prices_floors_delete AFTER DELETE ON boat_prices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION boat_prices_refresh_floors();
--> statement-breakpoint
SELECT refresh_boat_price_floors(ARRAY(SELECT DISTINCT boat_id FROM boat_prices), liman_today());
