ALTER TYPE "public"."transaction_kind" ADD VALUE 'damage_deposit';--> statement-breakpoint
CREATE TABLE "security_deposits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "security_deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_id" integer NOT NULL,
	"method" text NOT NULL,
	"provider" text,
	"order_id" text,
	"provider_token" text,
	"provider_payment_id" text,
	"amount" bigint NOT NULL,
	"currency" "currency" NOT NULL,
	"state" text NOT NULL,
	"locale" text DEFAULT 'tr' NOT NULL,
	"captured_amount" bigint,
	"capture_reason" text,
	"capture_transaction_id" integer,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"held_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"recorded_by" integer,
	"settled_by" integer,
	CONSTRAINT "security_deposits_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "security_deposits_capture_transaction_id_unique" UNIQUE("capture_transaction_id"),
	CONSTRAINT "security_deposits_method_check" CHECK ("security_deposits"."method" IN ('card', 'cash', 'bank_transfer')),
	CONSTRAINT "security_deposits_provider_check" CHECK (("security_deposits"."method" = 'card') = ("security_deposits"."provider" IS NOT NULL AND "security_deposits"."provider" = 'iyzico' AND "security_deposits"."order_id" IS NOT NULL)),
	CONSTRAINT "security_deposits_order_id_check" CHECK ("security_deposits"."order_id" IS NULL OR "security_deposits"."order_id" ~ '^[A-Za-z0-9]{1,64}$'),
	CONSTRAINT "security_deposits_amount_check" CHECK ("security_deposits"."amount" > 0),
	CONSTRAINT "security_deposits_state_check" CHECK ("security_deposits"."state" IN ('started', 'failed', 'held', 'capturing', 'releasing', 'captured', 'released')),
	CONSTRAINT "security_deposits_captured_check" CHECK (("security_deposits"."state" IN ('capturing', 'captured')) = ("security_deposits"."captured_amount" IS NOT NULL) AND ("security_deposits"."captured_amount" IS NULL OR ("security_deposits"."captured_amount" > 0 AND "security_deposits"."captured_amount" <= "security_deposits"."amount"))),
	CONSTRAINT "security_deposits_locale_check" CHECK ("security_deposits"."locale" IN ('tr', 'en'))
);
--> statement-breakpoint
ALTER TABLE "boats" ADD COLUMN "security_deposit" bigint;--> statement-breakpoint
ALTER TABLE "security_deposits" ADD CONSTRAINT "security_deposits_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_deposits" ADD CONSTRAINT "security_deposits_capture_transaction_id_transactions_id_fk" FOREIGN KEY ("capture_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_deposits" ADD CONSTRAINT "security_deposits_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_deposits" ADD CONSTRAINT "security_deposits_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "security_deposits_reservation_idx" ON "security_deposits" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "security_deposits_provider_token_unique" ON "security_deposits" USING btree ("provider","provider_token");--> statement-breakpoint
CREATE UNIQUE INDEX "security_deposits_provider_payment_unique" ON "security_deposits" USING btree ("provider","provider_payment_id");