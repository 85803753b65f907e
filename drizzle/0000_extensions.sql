-- Extensions the schema relies on: btree_gist for the availability exclusion constraint, pg_trgm for typo-tolerant boat name search.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
