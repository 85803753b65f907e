-- One capture per damage deposit hold in the database (issue 30): the damage_deposit ledger row names its hold, once.
ALTER TABLE "transactions" ADD COLUMN "security_deposit_id" integer;--> statement-breakpoint
UPDATE "transactions" SET "security_deposit_id" = d."id" FROM "security_deposits" d WHERE d."capture_transaction_id" = "transactions"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_security_deposit_unique" ON "transactions" USING btree ("security_deposit_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_id_security_deposit_unique" UNIQUE("id","security_deposit_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_security_deposit_check" CHECK ("transactions"."security_deposit_id" IS NULL OR "transactions"."kind"::text = 'damage_deposit');--> statement-breakpoint
ALTER TABLE "security_deposits" ADD CONSTRAINT "security_deposits_capture_transaction_hold_fk" FOREIGN KEY ("capture_transaction_id","id") REFERENCES "public"."transactions"("id","security_deposit_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_deposits" ADD CONSTRAINT "security_deposits_capture_transaction_check" CHECK (("security_deposits"."state" = 'captured') = ("security_deposits"."capture_transaction_id" IS NOT NULL));
