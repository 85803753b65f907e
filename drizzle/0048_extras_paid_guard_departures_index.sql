CREATE INDEX "reservations_departures_start_idx" ON "reservations" USING btree ("start_date") WHERE "reservations"."status" IN ('option', 'confirmed', 'completed');--> statement-breakpoint
CREATE INDEX "reservations_departures_end_idx" ON "reservations" USING btree ("end_date") WHERE "reservations"."status" IN ('option', 'confirmed', 'completed');--> statement-breakpoint
-- A reservation's total never falls below what is already paid (docs/decisions/0056-extras-follow-the-stay.md):
-- every path that lowers it (a removed extra, fewer guests or days, an ADMIN's agreed total) is refused here too,
-- whatever wrote it. paid = payments − refunds, voided rows and kept damage deposits not counted (payments/paid-amount.ts).
-- Only a lowering is checked: a card payment may have paid more than the total (staff refund it), and raising the
-- total stays possible. The app refuses first with the same code (TOTAL_BELOW_PAID); this is the last guard.
CREATE FUNCTION reservation_total_covers_paid() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  paid bigint;
BEGIN
  SELECT coalesce(sum(CASE WHEN kind = 'refund' THEN -amount WHEN kind = 'damage_deposit' THEN 0 ELSE amount END), 0)
    INTO paid
    FROM transactions
    WHERE reservation_id = NEW.id AND voided_at IS NULL;
  IF NEW.total < paid THEN
    RAISE EXCEPTION 'reservation total below what is paid'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'reservations_total_covers_paid', TABLE = 'reservations';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER reservations_total_covers_paid BEFORE UPDATE OF total ON reservations
  FOR EACH ROW WHEN (NEW.total < OLD.total) EXECUTE FUNCTION reservation_total_covers_paid();
--> statement-breakpoint
-- The default mails that list the price (received, staff, bank details, confirmed, balance reminder) show the
-- reservation's priced lines (charter, discount, extras: {{price_lines}}) under their facts table, in both
-- languages. Only where the default's "total" row and its table are still there and the lines are not yet shown,
-- so a template staff rewrote is left as they wrote it.
UPDATE "mail_templates"
  SET "body" = regexp_replace("body", '\{\{total\}\}</td></tr>.*?</table>', E'\\&\n{{price_lines}}')
  WHERE "body" ~ '\{\{total\}\}</td></tr>.*?</table>' AND "body" NOT LIKE '%{{price_lines}}%';--> statement-breakpoint
UPDATE "mail_templates"
  SET "body_en" = regexp_replace("body_en", '\{\{total\}\}</td></tr>.*?</table>', E'\\&\n{{price_lines}}')
  WHERE "body_en" ~ '\{\{total\}\}</td></tr>.*?</table>' AND "body_en" NOT LIKE '%{{price_lines}}%';
