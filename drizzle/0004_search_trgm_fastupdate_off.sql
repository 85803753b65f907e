DROP INDEX "boats_search_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "boats_search_name_trgm_idx" ON "boats" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate=false);