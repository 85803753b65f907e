ALTER TABLE "card_payments" ADD COLUMN "locale" text DEFAULT 'tr' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_provider_token_unique" ON "card_payments" USING btree ("provider","provider_token");--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_locale_check" CHECK ("card_payments"."locale" IN ('tr', 'en'));