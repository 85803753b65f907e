-- Reviews from guests who sailed (issue 15, item 6). The day after check-out a job writes one invitation per
-- reservation (the unique reservation_id is what makes it exactly once, not the job's timing) and mails its link;
-- the database keeps only the sha256 of the link's token. A review written through the link is a boat comment
-- tied to its reservation (a verified stay): unique, so one stay gives at most one review.
CREATE TABLE "review_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_invitations_reservation_key" UNIQUE("reservation_id"),
	CONSTRAINT "review_invitations_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_comments" ADD COLUMN "reservation_id" integer;--> statement-breakpoint
ALTER TABLE "boat_comments" ADD CONSTRAINT "boat_comments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "boat_comments_reservation_key" ON "boat_comments" USING btree ("reservation_id");--> statement-breakpoint
-- The invitation mail, editable by staff (Şablonlar › E-posta şablonları); ON CONFLICT keeps their edits.
INSERT INTO "mail_templates" ("key", "name", "subject", "body") VALUES
(
  'review_invitation',
  'Değerlendirme daveti (konaklamadan sonra, müşteriye)',
  '{{site_name}} – {{boat_name}} ile tatiliniz nasıldı? ({{code}})',
  '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937;line-height:1.5;max-width:600px">
<h2 style="color:#0e4a6e;margin:0 0 16px">Tatiliniz nasıldı?</h2>
<p>Sayın {{customer_name}},</p>
<p><strong>{{boat_name}}</strong> ile {{start_date}} – {{end_date}} tarihleri arasındaki tatilinizin keyifli geçtiğini umuyoruz. Deneyiminizi 1 ile 5 yıldız arasında puanlayıp birkaç cümleyle anlatırsanız, tekne seçecek diğer misafirlere çok yardımcı olursunuz.</p>
<p><a href="{{review_link}}" style="display:inline-block;background:#0e4a6e;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Tatilimi değerlendir</a></p>
<p style="color:#6b7280">Bağlantı size özeldir, {{review_expires_at}} tarihine kadar geçerlidir ve bir kez kullanılabilir. Yorumunuz ekibimizin onayından sonra tekne sayfasında yayımlanır.</p>
<p style="color:#6b7280">Rezervasyon kodu: {{code}}<br>{{site_name}}</p>
</div>'
)
ON CONFLICT ("key") DO NOTHING;
