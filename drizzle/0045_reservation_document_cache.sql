CREATE TABLE "reservation_document_cache" (
	"reservation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"version" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"rendered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reservation_document_cache_reservation_id_kind_pk" PRIMARY KEY("reservation_id","kind"),
	CONSTRAINT "reservation_document_cache_kind_check" CHECK ("reservation_document_cache"."kind" IN ('confirmation', 'contract')),
	CONSTRAINT "reservation_document_cache_locale_check" CHECK ("reservation_document_cache"."locale" IN ('tr', 'en')),
	CONSTRAINT "reservation_document_cache_version_check" CHECK ("reservation_document_cache"."version" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "reservation_document_cache_bytes_check" CHECK (octet_length("reservation_document_cache"."bytes") BETWEEN 1 AND 2097152)
);
--> statement-breakpoint
ALTER TABLE "reservation_document_cache" ADD CONSTRAINT "reservation_document_cache_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_document_cache_rendered_at_idx" ON "reservation_document_cache" USING btree ("rendered_at");