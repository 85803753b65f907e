DROP INDEX "boat_prices_boat_idx";--> statement-breakpoint
CREATE INDEX "boats_for_sale_idx" ON "boats" USING btree ("sale_currency","sale_price") WHERE "boats"."active" AND "boats"."for_sale";--> statement-breakpoint
CREATE INDEX "boats_options_idx" ON "boats" USING btree ("type_id","marina_id","length_m","guests","cabins") WHERE "boats"."active" AND ("boats"."for_rent" OR "boats"."for_sale");--> statement-breakpoint
CREATE INDEX "boat_prices_boat_idx" ON "boat_prices" USING btree ("boat_id","start_date","end_date","day_price","currency");