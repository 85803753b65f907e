-- The partner feed's items stored per change (decision 0070): a page reads only agency_reservation_changes.
ALTER TABLE "agency_reservation_changes" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agency_reservation_changes" ADD COLUMN "item" text;--> statement-breakpoint
-- The one definition of the partner API's reservation as JSON text (the answer of GET /v1/partner/reservations/{id},
-- src/server/partner/partner-reservation.ts, field for field and in its order; tests/api/partner-api.test.ts holds
-- the two equal). `updated_at` is the item's: when anything it shows last changed (a payment included). Text and
-- dates go through to_json (escaping), timestamps as JavaScript's toISOString writes them; `||` would turn the whole
-- item NULL if a nullable part were left without its coalesce. paid = payments − refunds, voided rows and kept
-- damage deposits not counted (as paidOf and reservation_total_covers_paid). PL/pgSQL, not SQL: a SQL function
-- with a sub-select is not inlined and its body is planned again in every statement that calls it, i.e. for every
-- row a trigger writes (2–7 ms a row measured); PL/pgSQL keeps its plans for the session. Kinds compared as text:
-- 'damage_deposit' is not yet committed when all migrations run in one transaction.
CREATE FUNCTION partner_reservation_item(r reservations, updated_at timestamptz) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
  paid numeric;
BEGIN
  SELECT coalesce(sum(CASE t.kind::text WHEN 'refund' THEN -t.amount WHEN 'damage_deposit' THEN 0 ELSE t.amount END), 0)
    INTO paid FROM transactions t WHERE t.reservation_id = r.id AND t.voided_at IS NULL;
  RETURN '{"id":' || r.id || ',"code":' || to_json(r.code)
    || ',"status":"' || r.status || '","boat_id":' || r.boat_id
    || ',"start_date":' || to_json(r.start_date) || ',"end_date":' || to_json(r.end_date)
    || ',"guests":' || r.guests || ',"client_name":' || to_json(r.customer_name)
    || ',"partner_reference":' || coalesce(to_json(r.partner_reference)::text, 'null')
    || ',"currency":"' || r.currency || '","gross":' || r.total
    || ',"commission_bps":' || coalesce(r.agency_commission_bps, 0)
    || ',"commission":' || coalesce(r.agency_commission, 0)
    || ',"net":' || (r.total - coalesce(r.agency_commission, 0))
    || ',"deposit":' || r.deposit || ',"paid":' || paid
    || ',"option_expires_at":'
    || coalesce('"' || to_char(r.option_expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null')
    || ',"created_at":"' || to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    || '","updated_at":"' || to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"}';
END $$;--> statement-breakpoint
UPDATE agency_reservation_changes c SET updated_at = r.updated_at, item = partner_reservation_item(r, r.updated_at)
  FROM reservations r WHERE r.id = c.reservation_id;--> statement-breakpoint
ALTER TABLE "agency_reservation_changes" ALTER COLUMN "updated_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_reservation_changes" ALTER COLUMN "item" SET NOT NULL;--> statement-breakpoint
-- Every write of an agency's reservation stores its item with its position. The item's updated_at never goes back:
-- a later payment's time stays until the reservation is written again at a later time. Both triggers lock the feed
-- row before they build the item: the statements after the lock see what a concurrent change committed meanwhile
-- (a payment and a reservation update, or two payments, at once), so the item stored last counts both.
CREATE OR REPLACE FUNCTION agency_reservation_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed_at timestamptz := NEW.updated_at;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT greatest(c.updated_at, NEW.updated_at) INTO changed_at
      FROM agency_reservation_changes c WHERE c.reservation_id = NEW.id FOR UPDATE;
    changed_at := coalesce(changed_at, NEW.updated_at);
  END IF;
  INSERT INTO agency_reservation_changes (reservation_id, agency_id, change_xid, updated_at, item)
  VALUES (NEW.id, NEW.agency_id, pg_current_xact_id(), changed_at, partner_reservation_item(NEW, changed_at))
  ON CONFLICT (reservation_id) DO UPDATE SET agency_id = EXCLUDED.agency_id, change_xid = EXCLUDED.change_xid,
    updated_at = EXCLUDED.updated_at, item = EXCLUDED.item;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A payment, refund or void of an agency's reservation changes its `paid`: the stored item is rewritten and moves
-- in the feed, its updated_at to the app's clock (liman.at, as the audit log's). Only when the item changes (a kept
-- damage deposit or an edited note does not), and rows loaded with liman.audit off (a restore) keep their time.
CREATE FUNCTION agency_reservation_paid_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  at timestamptz := CASE WHEN current_setting('liman.audit', true) = 'off' THEN NULL
                         ELSE coalesce(nullif(current_setting('liman.at', true), '')::timestamptz, now()) END;
  ids integer[] := CASE WHEN TG_OP = 'INSERT' THEN ARRAY[NEW.reservation_id]
                        WHEN TG_OP = 'DELETE' THEN ARRAY[OLD.reservation_id]
                        WHEN OLD.reservation_id = NEW.reservation_id THEN ARRAY[NEW.reservation_id]
                        ELSE ARRAY[OLD.reservation_id, NEW.reservation_id] END;
  rid integer;
  r reservations;
  stored agency_reservation_changes;
  new_item text;
  changed_at timestamptz;
BEGIN
  FOREACH rid IN ARRAY ids LOOP
    SELECT * INTO stored FROM agency_reservation_changes c WHERE c.reservation_id = rid FOR UPDATE;
    CONTINUE WHEN NOT FOUND;
    SELECT * INTO r FROM reservations WHERE id = rid;
    CONTINUE WHEN NOT FOUND;
    new_item := partner_reservation_item(r, stored.updated_at);
    CONTINUE WHEN new_item = stored.item;
    changed_at := greatest(stored.updated_at, at);
    IF changed_at <> stored.updated_at THEN
      new_item := partner_reservation_item(r, changed_at);
    END IF;
    UPDATE agency_reservation_changes c
       SET change_xid = pg_current_xact_id(), updated_at = changed_at, item = new_item
     WHERE c.reservation_id = rid;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER transactions_agency_paid_changed
  AFTER INSERT OR DELETE OR UPDATE OF reservation_id, kind, amount, voided_at ON transactions
  FOR EACH ROW EXECUTE FUNCTION agency_reservation_paid_changed();--> statement-breakpoint
-- A webhook's data is the same item (it summed paid apart, counting kept damage deposits).
CREATE OR REPLACE FUNCTION agency_webhook_event_data(r reservations) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT partner_reservation_item(r, coalesce(
    (SELECT c.updated_at FROM agency_reservation_changes c WHERE c.reservation_id = r.id), r.updated_at))::jsonb
$$;
