ALTER TABLE "boats" ADD COLUMN "commission_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "commission_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "commission_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "boats" ADD CONSTRAINT "boats_commission_percent_check" CHECK ("boats"."commission_percent" BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_commission_percent_check" CHECK ("reservations"."commission_percent" BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_commission_percent_check" CHECK ("users"."commission_percent" BETWEEN 0 AND 100);--> statement-breakpoint
-- Owner statements (docs/decisions/0023-pdf-documents.md): the commission percent a reservation is settled with
-- is frozen on it when it is first confirmed or completed (inserted so, or updated to it): the boat's rate, else
-- its owner's, else 0. A later rate change never rewrites an earlier statement; whatever writes the row (API,
-- seed, psql), the rate follows. Reservations confirmed before this migration keep NULL and are settled with the
-- current rate (the statement query's COALESCE).
CREATE FUNCTION freeze_reservation_commission() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('confirmed', 'completed') AND NEW.commission_percent IS NULL THEN
    SELECT COALESCE(b.commission_percent, u.commission_percent, 0) INTO NEW.commission_percent
      FROM boats b JOIN users u ON u.id = b.owner_id
     WHERE b.id = NEW.boat_id;
    NEW.commission_percent := COALESCE(NEW.commission_percent, 0);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER reservations_freeze_commission BEFORE INSERT OR UPDATE OF status ON reservations
  FOR EACH ROW EXECUTE FUNCTION freeze_reservation_commission();
