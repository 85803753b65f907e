ALTER TYPE "public"."reservation_source" ADD VALUE 'agency';--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agencies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"commission_bps" integer DEFAULT 0 NOT NULL,
	"rate_limit_per_minute" integer DEFAULT 120 NOT NULL,
	"webhook_url" text,
	"webhook_secret_encrypted" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_commission_bps_check" CHECK ("agencies"."commission_bps" BETWEEN 0 AND 10000),
	CONSTRAINT "agencies_rate_limit_check" CHECK ("agencies"."rate_limit_per_minute" BETWEEN 1 AND 100000),
	CONSTRAINT "agencies_name_check" CHECK (length(btrim("agencies"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "agency_api_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agency_api_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"label" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "agency_api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "agency_reservation_changes" (
	"reservation_id" integer PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"change_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "agency_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "partner_reference" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "agency_commission_bps" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "agency_commission" bigint;--> statement-breakpoint
ALTER TABLE "agency_api_keys" ADD CONSTRAINT "agency_api_keys_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_api_keys" ADD CONSTRAINT "agency_api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_reservation_changes" ADD CONSTRAINT "agency_reservation_changes_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_reservation_changes" ADD CONSTRAINT "agency_reservation_changes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_api_keys_agency_idx" ON "agency_api_keys" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "agency_reservation_changes_feed_idx" ON "agency_reservation_changes" USING btree ("agency_id","change_xid","reservation_id");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_agency_updated_idx" ON "reservations" USING btree ("agency_id","updated_at","id") WHERE "reservations"."agency_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_agency_check" CHECK (("reservations"."source"::text = 'agency') = ("reservations"."agency_id" IS NOT NULL) AND (("reservations"."agency_id" IS NULL AND "reservations"."partner_reference" IS NULL AND "reservations"."agency_commission_bps" IS NULL AND "reservations"."agency_commission" IS NULL) OR ("reservations"."agency_id" IS NOT NULL AND "reservations"."agency_commission_bps" BETWEEN 0 AND 10000 AND "reservations"."agency_commission" >= 0)));--> statement-breakpoint
-- The partner feed's position (decision 0049): every write of an agency's reservation, by any path, records the
-- writing transaction. The feed only reads positions older than every running transaction (pg_snapshot_xmin).
CREATE FUNCTION agency_reservation_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agency_reservation_changes (reservation_id, agency_id, change_xid)
  VALUES (NEW.id, NEW.agency_id, pg_current_xact_id())
  ON CONFLICT (reservation_id) DO UPDATE SET agency_id = EXCLUDED.agency_id, change_xid = EXCLUDED.change_xid;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reservations_agency_changed AFTER INSERT OR UPDATE ON reservations
  FOR EACH ROW WHEN (NEW.agency_id IS NOT NULL) EXECUTE FUNCTION agency_reservation_changed();
--> statement-breakpoint
CREATE TYPE "public"."webhook_status" AS ENUM('pending', 'sending', 'delivered', 'failed');--> statement-breakpoint
CREATE TABLE "agency_webhook_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agency_webhook_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" text DEFAULT 'evt_' || replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"agency_id" integer NOT NULL,
	"reservation_id" integer,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"status" "webhook_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_status_code" integer,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_webhook_events_type_check" CHECK ("agency_webhook_events"."type" IN ('option.created', 'option.confirmed', 'option.expired', 'option.cancelled', 'option.dates_changed'))
);
--> statement-breakpoint
ALTER TABLE "agency_webhook_events" ADD CONSTRAINT "agency_webhook_events_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_webhook_events" ADD CONSTRAINT "agency_webhook_events_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_webhook_events_event_id_key" ON "agency_webhook_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "agency_webhook_events_due_idx" ON "agency_webhook_events" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "agency_webhook_events_agency_idx" ON "agency_webhook_events" USING btree ("agency_id","created_at");--> statement-breakpoint
-- The webhook events of agencies' reservations, written in the transaction of the change (decision 0050): every
-- write path (partner API, staff, payments, the expiry job, psql) makes its event, and a rolled-back change none.
-- Only for an agency with a webhook URL. `data` is the reservation right after the change.
CREATE FUNCTION agency_webhook_event_data(r reservations) RETURNS jsonb LANGUAGE sql STABLE AS $$
  -- The partner API's reservation (src/server/partner/partner-reservation.ts), field for field.
  SELECT jsonb_build_object(
    'id', r.id,
    'code', r.code,
    'status', r.status,
    'boat_id', r.boat_id,
    'start_date', r.start_date,
    'end_date', r.end_date,
    'guests', r.guests,
    'client_name', r.customer_name,
    'partner_reference', r.partner_reference,
    'currency', r.currency,
    'gross', r.total,
    'commission_bps', coalesce(r.agency_commission_bps, 0),
    'commission', coalesce(r.agency_commission, 0),
    'net', r.total - coalesce(r.agency_commission, 0),
    'deposit', r.deposit,
    'paid', coalesce((
      SELECT sum(CASE WHEN t.kind = 'refund' THEN -t.amount ELSE t.amount END)
        FROM transactions t
       WHERE t.reservation_id = r.id AND t.voided_at IS NULL
    ), 0),
    'option_expires_at', to_char(r.option_expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'created_at', to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updated_at', to_char(r.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
$$;
--> statement-breakpoint
CREATE FUNCTION agency_webhook_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  at timestamptz := coalesce(nullif(current_setting('liman.at', true), '')::timestamptz, now());
  kinds text[] := '{}';
BEGIN
  -- Rows loaded by a restore (or bulk demo data) are no one's change: no event, as no audit entry.
  IF current_setting('liman.audit', true) = 'off' THEN RETURN NULL; END IF;
  IF NEW.agency_id IS NULL THEN RETURN NULL; END IF;
  IF NOT EXISTS (SELECT 1 FROM agencies a WHERE a.id = NEW.agency_id AND a.webhook_url IS NOT NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' OR OLD.agency_id IS DISTINCT FROM NEW.agency_id THEN
    kinds := CASE NEW.status WHEN 'option' THEN '{option.created}'::text[] WHEN 'confirmed' THEN '{option.confirmed}'::text[] ELSE '{}' END;
  ELSE
    IF OLD.start_date IS DISTINCT FROM NEW.start_date OR OLD.end_date IS DISTINCT FROM NEW.end_date THEN
      kinds := kinds || 'option.dates_changed'::text;
    END IF;
    IF OLD.status IS DISTINCT FROM NEW.status THEN
      kinds := kinds || CASE NEW.status
        WHEN 'option' THEN 'option.created'  -- reopened by staff: held again
        WHEN 'confirmed' THEN 'option.confirmed'
        WHEN 'expired' THEN 'option.expired'
        WHEN 'cancelled' THEN 'option.cancelled'
      END;
    END IF;
  END IF;
  INSERT INTO agency_webhook_events (agency_id, reservation_id, type, data, created_at, next_attempt_at)
  SELECT NEW.agency_id, NEW.id, k, agency_webhook_event_data(NEW), at, now()
    FROM unnest(kinds) AS k WHERE k IS NOT NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reservations_agency_webhook_event
  AFTER INSERT OR UPDATE OF status, start_date, end_date, agency_id ON reservations
  FOR EACH ROW EXECUTE FUNCTION agency_webhook_event();
