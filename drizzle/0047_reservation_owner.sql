ALTER TABLE "reservations" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Owner statements settle a stay with the owner the boat had when the stay became firm (issue 33 item 13), not
-- the boat's owner today: a boat that changes hands leaves its past stays on the old owner's statements. Frozen
-- when the reservation is first confirmed or completed (inserted so, or updated to it), like its commission
-- (0024), and again when a firm reservation moves to another boat; whatever writes the row, the owner follows.
-- Reservations confirmed before this migration keep NULL and are settled with the boat's current owner.
CREATE FUNCTION freeze_reservation_owner() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('confirmed', 'completed')
     AND (NEW.owner_id IS NULL OR (TG_OP = 'UPDATE' AND NEW.boat_id IS DISTINCT FROM OLD.boat_id)) THEN
    SELECT b.owner_id INTO NEW.owner_id FROM boats b WHERE b.id = NEW.boat_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER reservations_freeze_owner BEFORE INSERT OR UPDATE OF status, boat_id ON reservations
  FOR EACH ROW EXECUTE FUNCTION freeze_reservation_owner();
