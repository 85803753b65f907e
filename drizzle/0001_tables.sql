CREATE TYPE "public"."block_kind" AS ENUM('reservation', 'external', 'boat_date');--> statement-breakpoint
CREATE TYPE "public"."closing_source" AS ENUM('manual', 'ical');--> statement-breakpoint
CREATE TYPE "public"."currency" AS ENUM('TRY', 'EUR', 'USD', 'GBP');--> statement-breakpoint
CREATE TYPE "public"."external_status" AS ENUM('active', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."mail_status" AS ENUM('queued', 'sending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('bank_transfer', 'card', 'cash');--> statement-breakpoint
CREATE TYPE "public"."reservation_source" AS ENUM('website', 'staff');--> statement-breakpoint
CREATE TYPE "public"."reservation_status" AS ENUM('option', 'confirmed', 'completed', 'cancelled', 'expired');--> statement-breakpoint
CREATE TYPE "public"."transaction_kind" AS ENUM('deposit', 'balance', 'refund');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('ADMIN', 'OWNER');--> statement-breakpoint
CREATE TABLE "availability_blocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "availability_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"boat_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"kind" "block_kind" NOT NULL,
	"reservation_id" integer,
	"external_closing_id" integer,
	"boat_date_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_blocks_reservation_id_unique" UNIQUE("reservation_id"),
	CONSTRAINT "availability_blocks_external_closing_id_unique" UNIQUE("external_closing_id"),
	CONSTRAINT "availability_blocks_boat_date_id_unique" UNIQUE("boat_date_id"),
	CONSTRAINT "availability_blocks_range_check" CHECK ("availability_blocks"."end_date" > "availability_blocks"."start_date"),
	CONSTRAINT "availability_blocks_owner_check" CHECK (("availability_blocks"."kind" = 'reservation' AND "availability_blocks"."reservation_id" IS NOT NULL AND "availability_blocks"."external_closing_id" IS NULL AND "availability_blocks"."boat_date_id" IS NULL)
       OR ("availability_blocks"."kind" = 'external' AND "availability_blocks"."external_closing_id" IS NOT NULL AND "availability_blocks"."reservation_id" IS NULL AND "availability_blocks"."boat_date_id" IS NULL)
       OR ("availability_blocks"."kind" = 'boat_date' AND "availability_blocks"."boat_date_id" IS NOT NULL AND "availability_blocks"."reservation_id" IS NULL AND "availability_blocks"."external_closing_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "boat_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "boat_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"boat_id" integer NOT NULL,
	"name" text NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boat_comments_rating_check" CHECK ("boat_comments"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "boat_dates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "boat_dates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"boat_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"note" text,
	"source" "closing_source" DEFAULT 'manual' NOT NULL,
	"ical_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boat_dates_range_check" CHECK ("boat_dates"."end_date" > "boat_dates"."start_date")
);
--> statement-breakpoint
CREATE TABLE "boat_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "boat_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"boat_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boat_images_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "boat_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "boat_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"boat_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"day_price" bigint NOT NULL,
	"currency" "currency" NOT NULL,
	"min_days" smallint DEFAULT 1 NOT NULL,
	"start_weekday" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boat_prices_range_check" CHECK ("boat_prices"."end_date" > "boat_prices"."start_date"),
	CONSTRAINT "boat_prices_amount_check" CHECK ("boat_prices"."day_price" >= 0),
	CONSTRAINT "boat_prices_min_days_check" CHECK ("boat_prices"."min_days" >= 1),
	CONSTRAINT "boat_prices_weekday_check" CHECK ("boat_prices"."start_weekday" IS NULL OR "boat_prices"."start_weekday" BETWEEN 1 AND 7)
);
--> statement-breakpoint
CREATE TABLE "boats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "boats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"marina_id" integer NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"slug" text NOT NULL,
	"for_rent" boolean DEFAULT true NOT NULL,
	"for_sale" boolean DEFAULT false NOT NULL,
	"sale_price" bigint,
	"sale_currency" "currency",
	"length_m" numeric(6, 2),
	"width_m" numeric(6, 2),
	"year" smallint,
	"guests" smallint DEFAULT 1 NOT NULL,
	"cabins" smallint DEFAULT 0 NOT NULL,
	"bathrooms" smallint DEFAULT 0 NOT NULL,
	"crew" smallint DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"check_in_time" text DEFAULT '14:00' NOT NULL,
	"check_out_time" text DEFAULT '11:00' NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"boat_of_month" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"ical_url" text,
	"ical_synced_at" timestamp with time zone,
	"ical_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boats_slug_unique" UNIQUE("slug"),
	CONSTRAINT "boats_sale_price_check" CHECK ("boats"."sale_price" IS NULL OR ("boats"."sale_price" >= 0 AND "boats"."sale_currency" IS NOT NULL)),
	CONSTRAINT "boats_counts_check" CHECK ("boats"."guests" >= 1 AND "boats"."cabins" >= 0 AND "boats"."bathrooms" >= 0 AND "boats"."crew" >= 0)
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bank_name" text NOT NULL,
	"account_holder" text NOT NULL,
	"iban" text NOT NULL,
	"currency" "currency" DEFAULT 'TRY' NOT NULL,
	"branch" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banks_iban_unique" UNIQUE("iban")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"cover_image" text,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text,
	"message" text NOT NULL,
	"boat_id" integer,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscribers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"source" text DEFAULT 'website' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"title" text NOT NULL,
	"bio" text,
	"photo" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_pages" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"template_key" text,
	"reservation_id" integer,
	"status" "mail_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"message_id" text,
	"meta" jsonb,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_templates_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "boat_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "boat_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boat_types_name_unique" UNIQUE("name"),
	CONSTRAINT "boat_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "districts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"town" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "districts_town_name_key" UNIQUE("town","name")
);
--> statement-breakpoint
CREATE TABLE "marinas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marinas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"district_id" integer NOT NULL,
	"name" text NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marinas_district_name_key" UNIQUE("district_id","name")
);
--> statement-breakpoint
CREATE TABLE "external_closings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "external_closings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"boat_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" "external_status" DEFAULT 'active' NOT NULL,
	"title" text NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_closings_range_check" CHECK ("external_closings"."end_date" > "external_closings"."start_date")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"boat_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text NOT NULL,
	"guests" smallint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" "reservation_status" DEFAULT 'option' NOT NULL,
	"total" bigint NOT NULL,
	"deposit" bigint NOT NULL,
	"currency" "currency" NOT NULL,
	"rates" jsonb NOT NULL,
	"option_expires_at" timestamp with time zone,
	"source" "reservation_source" NOT NULL,
	"note" text,
	"kvkk_consent_at" timestamp with time zone,
	"seen_by_staff" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_code_unique" UNIQUE("code"),
	CONSTRAINT "reservations_range_check" CHECK ("reservations"."end_date" > "reservations"."start_date"),
	CONSTRAINT "reservations_amounts_check" CHECK ("reservations"."total" >= 0 AND "reservations"."deposit" >= 0 AND "reservations"."deposit" <= "reservations"."total"),
	CONSTRAINT "reservations_guests_check" CHECK ("reservations"."guests" >= 1)
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_id" integer NOT NULL,
	"kind" "transaction_kind" NOT NULL,
	"method" "payment_method" NOT NULL,
	"amount" bigint NOT NULL,
	"currency" "currency" NOT NULL,
	"reference" text,
	"note" text,
	"recorded_by" integer,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_amount_check" CHECK ("transactions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "user_role" NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "availability_blocks" ADD CONSTRAINT "availability_blocks_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_blocks" ADD CONSTRAINT "availability_blocks_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_blocks" ADD CONSTRAINT "availability_blocks_external_closing_id_external_closings_id_fk" FOREIGN KEY ("external_closing_id") REFERENCES "public"."external_closings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_blocks" ADD CONSTRAINT "availability_blocks_boat_date_id_boat_dates_id_fk" FOREIGN KEY ("boat_date_id") REFERENCES "public"."boat_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_comments" ADD CONSTRAINT "boat_comments_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_dates" ADD CONSTRAINT "boat_dates_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_images" ADD CONSTRAINT "boat_images_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_prices" ADD CONSTRAINT "boat_prices_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boats" ADD CONSTRAINT "boats_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boats" ADD CONSTRAINT "boats_type_id_boat_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."boat_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boats" ADD CONSTRAINT "boats_marina_id_marinas_id_fk" FOREIGN KEY ("marina_id") REFERENCES "public"."marinas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marinas" ADD CONSTRAINT "marinas_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_closings" ADD CONSTRAINT "external_closings_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_closings" ADD CONSTRAINT "external_closings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_blocks_boat_idx" ON "availability_blocks" USING btree ("boat_id","start_date");--> statement-breakpoint
CREATE INDEX "boat_comments_boat_idx" ON "boat_comments" USING btree ("boat_id");--> statement-breakpoint
CREATE INDEX "boat_comments_approved_idx" ON "boat_comments" USING btree ("approved","created_at");--> statement-breakpoint
CREATE INDEX "boat_dates_boat_idx" ON "boat_dates" USING btree ("boat_id","start_date");--> statement-breakpoint
CREATE INDEX "boat_images_boat_idx" ON "boat_images" USING btree ("boat_id","sort_order");--> statement-breakpoint
CREATE INDEX "boat_prices_boat_idx" ON "boat_prices" USING btree ("boat_id","start_date");--> statement-breakpoint
CREATE INDEX "boats_owner_idx" ON "boats" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "boats_marina_idx" ON "boats" USING btree ("marina_id");--> statement-breakpoint
CREATE INDEX "boats_type_idx" ON "boats" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "boats_search_name_trgm_idx" ON "boats" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "boats_public_sort_idx" ON "boats" USING btree ("active","sort_order","id");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published","published_at");--> statement-breakpoint
CREATE INDEX "contact_messages_read_idx" ON "contact_messages" USING btree ("read","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_reservation_idx" ON "mail_outbox" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "marinas_district_idx" ON "marinas" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "external_closings_boat_idx" ON "external_closings" USING btree ("boat_id","start_date");--> statement-breakpoint
CREATE INDEX "reservations_boat_idx" ON "reservations" USING btree ("boat_id","start_date");--> statement-breakpoint
CREATE INDEX "reservations_status_idx" ON "reservations" USING btree ("status","option_expires_at");--> statement-breakpoint
CREATE INDEX "reservations_email_idx" ON "reservations" USING btree (lower("customer_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_idempotency_key" ON "reservations" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "transactions_reservation_idx" ON "transactions" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));