-- Passenger (crew) lists, issue 15 item 4: personal data in their own tables, deleted with the reservation
-- (cascade) and by the passenger-list retention job. No audit triggers on purpose (the audit log keeps raw rows).
CREATE TABLE "passenger_lists" (
	"reservation_id" integer PRIMARY KEY NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passengers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "passengers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"full_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"nationality" char(2) NOT NULL,
	"document_number" text NOT NULL,
	CONSTRAINT "passengers_position_check" CHECK ("passengers"."position" >= 1),
	CONSTRAINT "passengers_nationality_check" CHECK ("passengers"."nationality" ~ '^[A-Z]{2}$'),
	CONSTRAINT "passengers_full_name_check" CHECK (length("passengers"."full_name") BETWEEN 1 AND 120),
	CONSTRAINT "passengers_document_number_check" CHECK (length("passengers"."document_number") BETWEEN 1 AND 30)
);
--> statement-breakpoint
ALTER TABLE "passenger_lists" ADD CONSTRAINT "passenger_lists_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passengers" ADD CONSTRAINT "passengers_reservation_id_passenger_lists_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."passenger_lists"("reservation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "passengers_position_idx" ON "passengers" USING btree ("reservation_id","position");