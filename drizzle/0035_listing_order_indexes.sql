-- The rent listing in its order from one marina, one type or both (docs/performance.md, "Item 9, sixth pass"):
-- a named shape's generic plan starts from these instead of walking boats_public_sort_idx for a rare marina or type.
-- The third replaces boats_rent_listing_idx (marina_id, type_id, id) for the totals by marina and type.
DROP INDEX "boats_rent_listing_idx";--> statement-breakpoint
CREATE INDEX "boats_rent_marina_sort_idx" ON "boats" USING btree ("marina_id","sort_order","id" DESC NULLS FIRST) WHERE "boats"."active" AND "boats"."for_rent";--> statement-breakpoint
CREATE INDEX "boats_rent_type_sort_idx" ON "boats" USING btree ("type_id","sort_order","id" DESC NULLS FIRST) WHERE "boats"."active" AND "boats"."for_rent";--> statement-breakpoint
CREATE INDEX "boats_rent_marina_type_sort_idx" ON "boats" USING btree ("marina_id","type_id","sort_order","id" DESC NULLS FIRST) WHERE "boats"."active" AND "boats"."for_rent";