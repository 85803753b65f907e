ALTER TABLE "security_deposits" ADD COLUMN "inquiries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "security_deposits" ADD COLUMN "next_inquiry_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "security_deposits_started_idx" ON "security_deposits" USING btree ("created_at") WHERE "security_deposits"."state" = 'started';