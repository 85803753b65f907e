ALTER TABLE "transactions" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "voided_by" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_paid_at_idx" ON "transactions" USING btree ("paid_at");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_void_check" CHECK (("transactions"."voided_at" IS NULL AND "transactions"."void_reason" IS NULL) OR ("transactions"."voided_at" IS NOT NULL AND length(btrim("transactions"."void_reason")) > 0));