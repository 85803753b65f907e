CREATE TYPE "public"."discount_kind" AS ENUM('early_booking', 'last_minute', 'long_stay');--> statement-breakpoint
CREATE TYPE "public"."extra_payable" AS ENUM('booking', 'base');--> statement-breakpoint
CREATE TYPE "public"."extra_unit" AS ENUM('booking', 'day', 'person', 'person_day', 'charter_percent');--> statement-breakpoint
CREATE TYPE "public"."reservation_line_kind" AS ENUM('charter', 'extra', 'discount');--> statement-breakpoint
CREATE TABLE "boat_extras" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "boat_extras_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"boat_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit" "extra_unit" NOT NULL,
	"amount" bigint NOT NULL,
	"currency" "currency",
	"obligatory" boolean DEFAULT false NOT NULL,
	"payable" "extra_payable" DEFAULT 'booking' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boat_extras_name_check" CHECK (char_length(btrim("boat_extras"."name")) BETWEEN 1 AND 120),
	CONSTRAINT "boat_extras_amount_check" CHECK (("boat_extras"."unit" = 'charter_percent' AND "boat_extras"."currency" IS NULL AND "boat_extras"."amount" BETWEEN 1 AND 100) OR ("boat_extras"."unit" <> 'charter_percent' AND "boat_extras"."currency" IS NOT NULL AND "boat_extras"."amount" >= 0))
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"boat_id" integer,
	"kind" "discount_kind" NOT NULL,
	"percent" smallint NOT NULL,
	"threshold_days" smallint NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_percent_check" CHECK ("discounts"."percent" BETWEEN 1 AND 90),
	CONSTRAINT "discounts_threshold_check" CHECK ("discounts"."threshold_days" >= 0),
	CONSTRAINT "discounts_validity_check" CHECK ("discounts"."valid_to" >= "discounts"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "reservation_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservation_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" "reservation_line_kind" NOT NULL,
	"label" text NOT NULL,
	"unit" "extra_unit",
	"quantity" integer NOT NULL,
	"unit_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" "currency" NOT NULL,
	"payable" "extra_payable" NOT NULL,
	"extra_id" integer,
	"discount_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_lines_quantity_check" CHECK ("reservation_lines"."quantity" >= 1),
	CONSTRAINT "reservation_lines_sign_check" CHECK (("reservation_lines"."kind" = 'discount' AND "reservation_lines"."amount" <= 0 AND "reservation_lines"."payable" = 'booking') OR ("reservation_lines"."kind" <> 'discount' AND "reservation_lines"."amount" >= 0)),
	CONSTRAINT "reservation_lines_unit_check" CHECK (("reservation_lines"."kind" = 'extra') = ("reservation_lines"."unit" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "boat_extras" ADD CONSTRAINT "boat_extras_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_lines" ADD CONSTRAINT "reservation_lines_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_lines" ADD CONSTRAINT "reservation_lines_extra_id_boat_extras_id_fk" FOREIGN KEY ("extra_id") REFERENCES "public"."boat_extras"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_lines" ADD CONSTRAINT "reservation_lines_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boat_extras_boat_idx" ON "boat_extras" USING btree ("boat_id","position");--> statement-breakpoint
CREATE INDEX "discounts_boat_idx" ON "discounts" USING btree ("boat_id","valid_to");--> statement-breakpoint
CREATE INDEX "reservation_lines_reservation_idx" ON "reservation_lines" USING btree ("reservation_id","position");--> statement-breakpoint
-- Every existing reservation freezes one charter line: its total, in its currency, paid with the booking.
INSERT INTO "reservation_lines" ("reservation_id", "position", "kind", "label", "unit", "quantity", "unit_amount", "amount", "currency", "payable")
  SELECT "id", 0, 'charter', 'Tekne kiralama', NULL, 1, "total", "total", "currency", 'booking' FROM "reservations" ORDER BY "id";
