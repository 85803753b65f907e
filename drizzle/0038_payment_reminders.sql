CREATE TABLE "payment_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"days_before" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reminders_once" UNIQUE("reservation_id","due_date","days_before"),
	CONSTRAINT "payment_reminders_days_check" CHECK ("payment_reminders"."days_before" BETWEEN 0 AND 60)
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "attention_resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "attention_resolved_by" integer;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_attention_resolved_by_users_id_fk" FOREIGN KEY ("attention_resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_attention_idx" ON "transactions" USING btree ("paid_at") WHERE cardinality("transactions"."attention") > 0;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_attention_resolved_check" CHECK ("transactions"."attention_resolved_at" IS NULL OR cardinality("transactions"."attention") > 0);--> statement-breakpoint
-- Hand-written: the balance reminder (issue 29), mailed to the guest 7 days and 1 day before the balance falls due;
-- editable by staff (Şablonlar › E-posta şablonları) in both languages. ON CONFLICT keeps a row staff already have.
INSERT INTO "mail_templates" ("key", "name", "subject", "body", "subject_en", "body_en") VALUES
(
  'balance_reminder',
  'Bakiye hatırlatması (vadeden 7 ve 1 gün önce, müşteriye)',
  '{{site_name}} – Kalan ödemenizin son günü {{balance_due_date}} ({{code}})',
  '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937;line-height:1.5;max-width:600px">
<h2 style="color:#0e4a6e;margin:0 0 16px">Kalan ödemenizi hatırlatırız</h2>
<p>Sayın {{customer_name}},</p>
<p><strong>{{boat_name}}</strong> ile {{start_date}} – {{end_date}} tarihleri arasındaki kiralamanızın kalan ödemesinin son günü <strong>{{balance_due_date}}</strong>.</p>
<table style="border-collapse:collapse;margin:12px 0">
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Rezervasyon kodu</td><td style="padding:4px 0"><strong>{{code}}</strong></td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Toplam</td><td style="padding:4px 0">{{total}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Ödenen</td><td style="padding:4px 0">{{paid}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Kalan ödeme</td><td style="padding:4px 0"><strong>{{due}}</strong></td></tr>
</table>
{{card_payment_link}}
<p>Havale/EFT ile ödemek isterseniz açıklamaya rezervasyon kodunuzu yazmanızı rica ederiz:</p>
{{bank_accounts}}
<p style="color:#6b7280">Ödemenizi yaptıysanız bu mesajı dikkate almayınız.<br>{{site_name}}</p>
</div>',
  '{{site_name}} – Your balance is due on {{balance_due_date}} ({{code}})',
  '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937;line-height:1.5;max-width:600px">
<h2 style="color:#0e4a6e;margin:0 0 16px">A reminder of your balance</h2>
<p>Dear {{customer_name}},</p>
<p>The balance of your charter of <strong>{{boat_name}}</strong> from {{start_date}} to {{end_date}} is due on <strong>{{balance_due_date}}</strong>.</p>
<table style="border-collapse:collapse;margin:12px 0">
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Booking code</td><td style="padding:4px 0"><strong>{{code}}</strong></td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Total</td><td style="padding:4px 0">{{total}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Paid</td><td style="padding:4px 0">{{paid}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Balance due</td><td style="padding:4px 0"><strong>{{due}}</strong></td></tr>
</table>
{{card_payment_link}}
<p>To pay by bank transfer, please write your booking code in the description:</p>
{{bank_accounts}}
<p style="color:#6b7280">If you have already paid, please disregard this message.<br>{{site_name}}</p>
</div>'
)
ON CONFLICT ("key") DO NOTHING;
