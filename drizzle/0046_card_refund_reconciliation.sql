ALTER TABLE "card_refunds" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD COLUMN "inquiries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD COLUMN "next_inquiry_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "card_refunds_requested_idx" ON "card_refunds" USING btree ("created_at") WHERE "card_refunds"."state" = 'requested';--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_reference_check" CHECK ("card_refunds"."reference" ~ '^[A-Za-z0-9]{1,64}$');