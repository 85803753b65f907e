CREATE TABLE "contact_message_reads" (
	"user_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"read" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_message_reads_user_id_message_id_pk" PRIMARY KEY("user_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "contact_message_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_message_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" integer NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_views" (
	"user_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_views_user_id_reservation_id_pk" PRIMARY KEY("user_id","reservation_id")
);
--> statement-breakpoint
CREATE TABLE "staff_mark_baselines" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"since" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "contact_messages_read_idx";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_message_reads" ADD CONSTRAINT "contact_message_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_message_reads" ADD CONSTRAINT "contact_message_reads_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_message_replies" ADD CONSTRAINT "contact_message_replies_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_message_replies" ADD CONSTRAINT "contact_message_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_message_replies" ADD CONSTRAINT "contact_message_replies_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_views" ADD CONSTRAINT "reservation_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_views" ADD CONSTRAINT "reservation_views_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_mark_baselines" ADD CONSTRAINT "staff_mark_baselines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_message_reads_message_idx" ON "contact_message_reads" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "contact_message_replies_message_idx" ON "contact_message_replies" USING btree ("message_id","created_at");--> statement-breakpoint
CREATE INDEX "reservation_views_reservation_idx" ON "reservation_views" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
-- Per-user marks from the shared flags (docs/decisions/0020-per-user-marks.md): an item marked seen or read
-- stays so for every staff member who could see it; items older than a user are never new to them anyway.
INSERT INTO "reservation_views" ("user_id", "reservation_id")
SELECT u."id", r."id"
FROM "reservations" r
JOIN "boats" b ON b."id" = r."boat_id"
JOIN "users" u ON u."role" = 'ADMIN' OR u."id" = b."owner_id"
WHERE r."seen_by_staff" AND r."source" = 'website' AND r."created_at" > u."created_at";--> statement-breakpoint
INSERT INTO "contact_message_reads" ("user_id", "message_id", "read")
SELECT u."id", m."id", true
FROM "contact_messages" m
LEFT JOIN "boats" b ON b."id" = m."boat_id"
JOIN "users" u ON u."role" = 'ADMIN' OR u."id" = b."owner_id"
WHERE m."read" AND m."created_at" > u."created_at";--> statement-breakpoint
ALTER TABLE "reservations" DROP COLUMN "seen_by_staff";--> statement-breakpoint
ALTER TABLE "contact_messages" DROP COLUMN "read";
