CREATE TABLE "reservation_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservation_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"message" text,
	"requested_start_date" date,
	"requested_end_date" date,
	"requested_guests" smallint,
	"quoted_cost" bigint,
	"quoted_refund" bigint,
	"quoted_currency" "currency",
	"quoted_tier" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"staff_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_requests_kind_check" CHECK ("reservation_requests"."kind" IN ('cancel', 'change')),
	CONSTRAINT "reservation_requests_status_check" CHECK ("reservation_requests"."status" IN ('open', 'approved', 'refused')),
	CONSTRAINT "reservation_requests_decided_check" CHECK (("reservation_requests"."status" = 'open') = ("reservation_requests"."decided_at" IS NULL)),
	CONSTRAINT "reservation_requests_dates_check" CHECK ("reservation_requests"."requested_start_date" IS NULL OR "reservation_requests"."requested_end_date" IS NULL OR "reservation_requests"."requested_end_date" > "reservation_requests"."requested_start_date"),
	CONSTRAINT "reservation_requests_guests_check" CHECK ("reservation_requests"."requested_guests" IS NULL OR "reservation_requests"."requested_guests" >= 1),
	CONSTRAINT "reservation_requests_quote_check" CHECK ("reservation_requests"."quoted_cost" IS NULL OR ("reservation_requests"."quoted_cost" >= 0 AND "reservation_requests"."quoted_refund" >= 0 AND "reservation_requests"."quoted_currency" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "reservation_requests" ADD CONSTRAINT "reservation_requests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_requests" ADD CONSTRAINT "reservation_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_requests_reservation_idx" ON "reservation_requests" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_requests_one_open" ON "reservation_requests" USING btree ("reservation_id") WHERE "reservation_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reservation_requests_open_idx" ON "reservation_requests" USING btree ("created_at") WHERE "reservation_requests"."status" = 'open';--> statement-breakpoint
-- Mails of guest requests (issue 15 item 5): to staff when a request arrives, to the guest when it is decided.
-- Staff may edit them later; ON CONFLICT keeps their edits when migrations run again on an existing database.
INSERT INTO "mail_templates" ("key", "name", "subject", "body") VALUES
(
  'reservation_request_staff',
  'Misafir talebi geldi (personele)',
  '{{request_kind}}: {{code}} – {{boat_name}} ({{start_date}} – {{end_date}})',
  '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937;line-height:1.5;max-width:600px">
<h2 style="color:#0e4a6e;margin:0 0 16px">{{request_kind}}</h2>
<p>{{customer_name}}, Rezervasyonlarım sayfasından <strong>{{code}}</strong> kodlu rezervasyonu için bir talep gönderdi. Talebi yönetim panelinde rezervasyon ekranından onaylayabilir ya da reddedebilirsiniz.</p>
<table style="border-collapse:collapse;margin:12px 0">
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Tekne</td><td style="padding:4px 0">{{boat_name}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Tarihler</td><td style="padding:4px 0">{{start_date}} – {{end_date}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Kişi sayısı</td><td style="padding:4px 0">{{guests}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">İstenen değişiklik</td><td style="padding:4px 0">{{requested_change}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">İptal bedeli (talep anında)</td><td style="padding:4px 0">{{cancellation_cost}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Ödenen</td><td style="padding:4px 0">{{paid}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Mesaj</td><td style="padding:4px 0">{{request_message}}</td></tr>
</table>
<p style="color:#6b7280">{{site_name}}</p>
</div>'
),
(
  'reservation_request_approved',
  'Misafir talebi onaylandı (müşteriye)',
  '{{site_name}} – {{request_kind}} onaylandı ({{code}})',
  '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937;line-height:1.5;max-width:600px">
<h2 style="color:#0e4a6e;margin:0 0 16px">{{request_kind}} onaylandı</h2>
<p>Sayın {{customer_name}},</p>
<p><strong>{{boat_name}}</strong> ({{start_date}} – {{end_date}}) için gönderdiğiniz talep onaylanmıştır.</p>
<table style="border-collapse:collapse;margin:12px 0">
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Rezervasyon kodu</td><td style="padding:4px 0"><strong>{{code}}</strong></td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">İstenen değişiklik</td><td style="padding:4px 0">{{requested_change}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">İptal bedeli</td><td style="padding:4px 0">{{cancellation_cost}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">İade tutarı</td><td style="padding:4px 0">{{refund}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Notumuz</td><td style="padding:4px 0">{{staff_note}}</td></tr>
</table>
<p>Değişiklik taleplerinde güncel tarihleriniz ve tutarınız Rezervasyonlarım sayfasında görünür. Sorularınız için bize her zaman ulaşabilirsiniz.</p>
<p style="color:#6b7280">{{site_name}}</p>
</div>'
),
(
  'reservation_request_refused',
  'Misafir talebi reddedildi (müşteriye)',
  '{{site_name}} – {{request_kind}} hakkında ({{code}})',
  '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937;line-height:1.5;max-width:600px">
<h2 style="color:#0e4a6e;margin:0 0 16px">{{request_kind}} karşılanamadı</h2>
<p>Sayın {{customer_name}},</p>
<p><strong>{{boat_name}}</strong> ({{start_date}} – {{end_date}}) için gönderdiğiniz talebi maalesef karşılayamıyoruz. Rezervasyonunuz (<strong>{{code}}</strong>) değişmeden geçerlidir.</p>
<table style="border-collapse:collapse;margin:12px 0">
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Notumuz</td><td style="padding:4px 0">{{staff_note}}</td></tr>
</table>
<p>Sorularınız için bize her zaman ulaşabilirsiniz.</p>
<p style="color:#6b7280">{{site_name}}</p>
</div>'
)
ON CONFLICT ("key") DO NOTHING;
