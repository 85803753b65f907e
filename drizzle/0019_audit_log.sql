CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"reservation_id" integer,
	CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" IN ('insert', 'update', 'delete'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_reservation_idx" ON "audit_log" USING btree ("reservation_id","at");--> statement-breakpoint
-- The audit log's writer (docs/decisions/0017-audit-log.md): one AFTER ROW trigger function for every audited
-- table, so every write path (API, jobs, seed, psql) is recorded in the writing transaction. Who and when come
-- from transaction-local settings the app sets (db/client.ts): liman.actor_id (empty: the system), liman.at (the
-- app's clock), and why from liman.audit_reason (audit/audit-reason.ts).
-- Never recorded: secrets and request fingerprints (stripped), bookkeeping columns (an update changing only those
-- is no change), and rows the iCal sync imports (boat_dates with source 'ical': a feed replaces hundreds of rows;
-- connecting or disconnecting the feed is recorded on the boat, with the URL masked because it often holds a key).
-- Personal data: when a reservation is anonymised (KVKK erasure, retention), its rows and its payments' rows lose
-- the customer's fields, and the anonymising update records none of them; a deleted user's rows likewise.
CREATE FUNCTION audit_row() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  secret_keys CONSTANT text[] := ARRAY['password_hash', 'token_hash', 'secret', 'code_hash', 'idempotency_key', 'request_hash'];
  quiet_keys CONSTANT text[] := ARRAY['updated_at', 'seen_by_staff', 'ical_synced_at', 'ical_error', 'search_name'];
  customer_keys CONSTANT text[] := ARRAY['customer_name', 'customer_email', 'customer_phone', 'note'];
  person_keys CONSTANT text[] := ARRAY['email', 'first_name', 'last_name', 'phone'];
  old_row jsonb;
  new_row jsonb;
  b jsonb;
  a jsonb;
  k text;
  row_id text;
  res_id integer;
BEGIN
  -- Benchmark data (seed/bulk-boats.ts) and a restore (backup/restore-backup.ts) switch the log off for their own transactions.
  IF current_setting('liman.audit', true) = 'off' THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  IF TG_TABLE_NAME = 'boat_dates' AND coalesce(new_row, old_row) ->> 'source' = 'ical' THEN
    RETURN NULL;
  END IF;
  row_id := coalesce(new_row ->> 'id', old_row ->> 'id', new_row ->> 'key', old_row ->> 'key');
  IF TG_TABLE_NAME = 'reservations' THEN
    res_id := row_id::integer;
  ELSIF TG_TABLE_NAME = 'transactions' THEN
    res_id := (coalesce(new_row, old_row) ->> 'reservation_id')::integer;
  END IF;
  old_row := old_row - secret_keys;
  new_row := new_row - secret_keys;
  IF TG_OP = 'UPDATE' THEN
    b := '{}';
    a := '{}';
    FOR k IN SELECT jsonb_object_keys(new_row) LOOP
      IF NOT (k = ANY (quiet_keys)) AND (new_row -> k) IS DISTINCT FROM (old_row -> k) THEN
        b := b || jsonb_build_object(k, old_row -> k);
        a := a || jsonb_build_object(k, new_row -> k);
      END IF;
    END LOOP;
    IF a = '{}' THEN RETURN NULL; END IF;
  ELSE
    b := old_row;
    a := new_row;
  END IF;
  IF b ? 'ical_url' AND b ->> 'ical_url' IS NOT NULL THEN b := jsonb_set(b, '{ical_url}', '"***"'); END IF;
  IF a ? 'ical_url' AND a ->> 'ical_url' IS NOT NULL THEN a := jsonb_set(a, '{ical_url}', '"***"'); END IF;
  IF TG_TABLE_NAME = 'reservations' AND TG_OP = 'UPDATE'
     AND old_row ->> 'anonymized_at' IS NULL AND new_row ->> 'anonymized_at' IS NOT NULL THEN
    UPDATE audit_log SET before = before - customer_keys, after = after - customer_keys WHERE reservation_id = res_id;
    b := b - customer_keys;
    a := a - customer_keys;
  ELSIF TG_TABLE_NAME = 'transactions'
     AND EXISTS (SELECT 1 FROM reservations r WHERE r.id = res_id AND r.anonymized_at IS NOT NULL) THEN
    b := b - 'note';
    a := a - 'note';
  ELSIF TG_TABLE_NAME = 'users' AND TG_OP = 'DELETE' THEN
    UPDATE audit_log SET before = before - person_keys, after = after - person_keys
     WHERE entity = 'users' AND entity_id = row_id;
    b := b - person_keys;
  END IF;
  INSERT INTO audit_log (at, actor_id, entity, entity_id, action, before, after, reason, reservation_id)
  VALUES (
    coalesce(nullif(current_setting('liman.at', true), '')::timestamptz, now()),
    nullif(current_setting('liman.actor_id', true), '')::integer,
    TG_TABLE_NAME,
    row_id,
    lower(TG_OP),
    CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE b END,
    CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE a END,
    nullif(current_setting('liman.audit_reason', true), ''),
    res_id
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_reservations AFTER INSERT OR UPDATE OR DELETE ON reservations FOR EACH ROW EXECUTE FUNCTION audit_row();--> statement-breakpoint
CREATE TRIGGER audit_transactions AFTER INSERT OR UPDATE OR DELETE ON transactions FOR EACH ROW EXECUTE FUNCTION audit_row();--> statement-breakpoint
CREATE TRIGGER audit_boat_prices AFTER INSERT OR UPDATE OR DELETE ON boat_prices FOR EACH ROW EXECUTE FUNCTION audit_row();--> statement-breakpoint
CREATE TRIGGER audit_boat_dates AFTER INSERT OR UPDATE OR DELETE ON boat_dates FOR EACH ROW EXECUTE FUNCTION audit_row();--> statement-breakpoint
CREATE TRIGGER audit_external_closings AFTER INSERT OR UPDATE OR DELETE ON external_closings FOR EACH ROW EXECUTE FUNCTION audit_row();--> statement-breakpoint
CREATE TRIGGER audit_boats AFTER INSERT OR UPDATE OR DELETE ON boats FOR EACH ROW EXECUTE FUNCTION audit_row();--> statement-breakpoint
CREATE TRIGGER audit_users AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION audit_row();--> statement-breakpoint
CREATE TRIGGER audit_settings AFTER INSERT OR UPDATE OR DELETE ON settings FOR EACH ROW EXECUTE FUNCTION audit_row();
