CREATE TABLE "boat_price_floors" (
	"boat_id" integer PRIMARY KEY NOT NULL,
	"computed_on" date NOT NULL,
	"valid_until" date,
	"try_min" bigint,
	"usd_min" bigint,
	"eur_min" bigint,
	"gbp_min" bigint
);
--> statement-breakpoint
ALTER TABLE "boat_price_floors" ADD CONSTRAINT "boat_price_floors_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE cascade ON UPDATE no action;