CREATE TABLE "card_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_id" integer NOT NULL,
	"provider" text NOT NULL,
	"order_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" "currency" NOT NULL,
	"purpose" text NOT NULL,
	"state" text DEFAULT 'started' NOT NULL,
	"paid_before" bigint NOT NULL,
	"provider_token" text,
	"provider_payment_id" text,
	"notified_amount" bigint,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"inquired_at" timestamp with time zone,
	CONSTRAINT "card_payments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "card_payments_provider_check" CHECK ("card_payments"."provider" IN ('paytr', 'iyzico')),
	CONSTRAINT "card_payments_order_id_check" CHECK ("card_payments"."order_id" ~ '^[A-Za-z0-9]{1,64}$'),
	CONSTRAINT "card_payments_amount_check" CHECK ("card_payments"."amount" > 0 AND "card_payments"."paid_before" >= 0),
	CONSTRAINT "card_payments_purpose_check" CHECK ("card_payments"."purpose" IN ('deposit', 'balance')),
	CONSTRAINT "card_payments_state_check" CHECK ("card_payments"."state" IN ('started', 'paid', 'failed')),
	CONSTRAINT "card_payments_settled_check" CHECK (("card_payments"."state" = 'started') = ("card_payments"."settled_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "card_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"refund_transaction_id" integer,
	"message" text,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "card_refunds_refund_transaction_id_unique" UNIQUE("refund_transaction_id"),
	CONSTRAINT "card_refunds_amount_check" CHECK ("card_refunds"."amount" > 0),
	CONSTRAINT "card_refunds_state_check" CHECK ("card_refunds"."state" IN ('requested', 'refunded', 'refused')),
	CONSTRAINT "card_refunds_done_check" CHECK (("card_refunds"."state" = 'refunded') = ("card_refunds"."refund_transaction_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "provider_order_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refund_of" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "attention" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_payment_id_transactions_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_refund_transaction_id_transactions_id_fk" FOREIGN KEY ("refund_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_payments_reservation_idx" ON "card_payments" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "card_payments_started_idx" ON "card_payments" USING btree ("created_at") WHERE "card_payments"."state" = 'started';--> statement-breakpoint
CREATE INDEX "card_refunds_payment_idx" ON "card_refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_refund_of_transactions_id_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_refund_of_idx" ON "transactions" USING btree ("refund_of") WHERE "transactions"."refund_of" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_provider_order_unique" UNIQUE("provider","provider_order_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_provider_check" CHECK ("transactions"."provider" IS NULL OR "transactions"."provider" IN ('paytr', 'iyzico'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_provider_card_check" CHECK ("transactions"."provider" IS NULL OR ("transactions"."method" = 'card' AND ("transactions"."provider_order_id" IS NOT NULL OR "transactions"."refund_of" IS NOT NULL)));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_refund_of_check" CHECK ("transactions"."refund_of" IS NULL OR "transactions"."kind" = 'refund');--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_attention_check" CHECK ("transactions"."attention" <@ ARRAY['reservation_closed', 'extra_payment', 'amount_mismatch']::text[]);