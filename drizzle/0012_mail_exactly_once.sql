ALTER TYPE "public"."mail_status" ADD VALUE 'uncertain';--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "message_id" SET DEFAULT '<' || gen_random_uuid() || '@liman.outbox>';--> statement-breakpoint
-- Hand-written: mails queued before this migration get their fixed Message-ID (each its own, from the column
-- default) before the column becomes NOT NULL; sent ones keep the Message-ID they went out with. The generated
-- "SET NOT NULL" was moved below this UPDATE.
UPDATE "mail_outbox" SET "message_id" = DEFAULT WHERE "message_id" IS NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "message_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_message_id_key" ON "mail_outbox" USING btree ("message_id");
