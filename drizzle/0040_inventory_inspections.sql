CREATE TABLE "inventory_areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"boat_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_areas_boat_name_key" UNIQUE("boat_id","name"),
	CONSTRAINT "inventory_areas_name_check" CHECK (length(btrim("inventory_areas"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"area_id" integer NOT NULL,
	"boat_id" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_items_area_name_key" UNIQUE("area_id","name"),
	CONSTRAINT "inventory_items_name_check" CHECK (length(btrim("inventory_items"."name")) > 0),
	CONSTRAINT "inventory_items_quantity_check" CHECK ("inventory_items"."quantity" BETWEEN 1 AND 100000)
);
--> statement-breakpoint
CREATE TABLE "inspection_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspection_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inspection_id" integer NOT NULL,
	"item_id" integer,
	"area_name" text NOT NULL,
	"item_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"state" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inspection_items_state_check" CHECK ("inspection_items"."state" IN ('ok', 'issue', 'missing', 'damaged'))
);
--> statement-breakpoint
CREATE TABLE "inspection_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspection_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inspection_item_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_id" integer NOT NULL,
	"boat_id" integer NOT NULL,
	"kind" text NOT NULL,
	"engine_hours" numeric(9, 1) NOT NULL,
	"fuel_percent" smallint NOT NULL,
	"guest_name" text NOT NULL,
	"guest_signature" text NOT NULL,
	"staff_signature" text NOT NULL,
	"out_of_service_until" date,
	"boat_date_id" integer,
	"created_by" integer,
	"idempotency_key" text,
	"request_hash" text,
	"guest_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspections_reservation_kind_key" UNIQUE("reservation_id","kind"),
	CONSTRAINT "inspections_idempotency_key" UNIQUE("idempotency_key"),
	CONSTRAINT "inspections_guest_token_hash_key" UNIQUE("guest_token_hash"),
	CONSTRAINT "inspections_kind_check" CHECK ("inspections"."kind" IN ('checkin', 'checkout')),
	CONSTRAINT "inspections_fuel_check" CHECK ("inspections"."fuel_percent" BETWEEN 0 AND 100),
	CONSTRAINT "inspections_engine_hours_check" CHECK ("inspections"."engine_hours" >= 0),
	CONSTRAINT "inspections_out_of_service_check" CHECK ("inspections"."out_of_service_until" IS NULL OR "inspections"."kind" = 'checkout')
);
--> statement-breakpoint
ALTER TABLE "inventory_areas" ADD CONSTRAINT "inventory_areas_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_area_id_inventory_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."inventory_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_items" ADD CONSTRAINT "inspection_items_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_items" ADD CONSTRAINT "inspection_items_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_inspection_item_id_inspection_items_id_fk" FOREIGN KEY ("inspection_item_id") REFERENCES "public"."inspection_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_boat_date_id_boat_dates_id_fk" FOREIGN KEY ("boat_date_id") REFERENCES "public"."boat_dates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_items_boat_idx" ON "inventory_items" USING btree ("boat_id");--> statement-breakpoint
CREATE INDEX "inspection_items_inspection_idx" ON "inspection_items" USING btree ("inspection_id","sort_order");--> statement-breakpoint
CREATE INDEX "inspection_items_item_idx" ON "inspection_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "inspection_photos_item_idx" ON "inspection_photos" USING btree ("inspection_item_id","sort_order");--> statement-breakpoint
CREATE INDEX "inspection_photos_storage_key_idx" ON "inspection_photos" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "inspections_boat_idx" ON "inspections" USING btree ("boat_id","created_at");--> statement-breakpoint
-- The guest's mail of a saved check-in / check-out (issue 30), editable by staff; ON CONFLICT keeps their edits.
INSERT INTO "mail_templates" ("key", "name", "subject", "body", "subject_en", "body_en") VALUES
(
  'inspection_saved',
  'Giriş / çıkış kontrol tutanağı (müşteriye)',
  '{{site_name}} – {{boat_name}} {{inspection_kind}} tutanağı ({{code}})',
  '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937;line-height:1.5;max-width:600px">
<h2 style="color:#0e4a6e;margin:0 0 16px">Kontrol tutanağınız</h2>
<p>Sayın {{customer_name}},</p>
<p><strong>{{boat_name}}</strong> ({{start_date}} – {{end_date}}) için {{inspection_time}} tarihinde birlikte imzaladığımız {{inspection_kind}} tutanağı hazır: teknenin ve envanterinin durumu, motor saati, yakıt, fotoğraflar ve iki imza.</p>
<p><a href="{{protocol_url}}" style="display:inline-block;background:#0e4a6e;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Tutanağı indir (PDF)</a></p>
<p style="color:#6b7280">Bağlantı size özeldir ve bir yıl geçerlidir. Tutanağı saklamanızı öneririz.</p>
<p style="color:#6b7280">Rezervasyon kodu: {{code}}<br>{{site_name}}</p>
</div>',
  '{{site_name}} – {{boat_name}} {{inspection_kind}} protocol ({{code}})',
  '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937;line-height:1.5;max-width:600px">
<h2 style="color:#0e4a6e;margin:0 0 16px">Your inspection protocol</h2>
<p>Dear {{customer_name}},</p>
<p>The {{inspection_kind}} protocol of <strong>{{boat_name}}</strong> ({{start_date}} – {{end_date}}) that we signed together at {{inspection_time}} is ready: the state of the boat and its inventory, engine hours, fuel, photos and both signatures.</p>
<p><a href="{{protocol_url}}" style="display:inline-block;background:#0e4a6e;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Download the protocol (PDF)</a></p>
<p style="color:#6b7280">The link is personal and valid for one year. We recommend keeping the protocol.</p>
<p style="color:#6b7280">Booking code: {{code}}<br>{{site_name}}</p>
</div>'
)
ON CONFLICT ("key") DO NOTHING;
