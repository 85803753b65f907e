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
