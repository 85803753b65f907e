-- Default mail templates: every fresh database can send the booking mails. Staff may edit them later;
-- ON CONFLICT keeps their edits when migrations run again on an existing database.
INSERT INTO "mail_templates" ("key", "name", "subject", "body") VALUES
(
  'reservation_received',
  'Rezervasyon talebi alındı (müşteriye)',
  '{{site_name}} – Rezervasyon talebiniz alındı ({{code}})',
  '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937;line-height:1.5;max-width:600px">
<h2 style="color:#0e4a6e;margin:0 0 16px">Rezervasyon talebiniz alındı</h2>
<p>Sayın {{customer_name}},</p>
<p><strong>{{boat_name}}</strong> için rezervasyon talebiniz alınmıştır. Tarihleriniz opsiyonlu olarak sizin için ayrılmıştır.</p>
<table style="border-collapse:collapse;margin:12px 0">
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Rezervasyon kodu</td><td style="padding:4px 0"><strong>{{code}}</strong></td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Tekne</td><td style="padding:4px 0">{{boat_name}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Marina</td><td style="padding:4px 0">{{marina_name}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Giriş</td><td style="padding:4px 0">{{start_date}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Çıkış</td><td style="padding:4px 0">{{end_date}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Kişi sayısı</td><td style="padding:4px 0">{{guests}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Toplam tutar</td><td style="padding:4px 0">{{total}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Ödenecek kapora</td><td style="padding:4px 0"><strong>{{deposit}}</strong></td></tr>
</table>
<p style="background:#fef3c7;padding:10px 12px;border-radius:6px">Opsiyonunuz <strong>{{option_expires_at}}</strong> tarihine kadar geçerlidir. Bu süre içinde kapora ödenmezse tarihler yeniden satışa açılır.</p>
<p>Kaporayı aşağıdaki banka hesaplarından birine, açıklama kısmına rezervasyon kodunuzu (<strong>{{code}}</strong>) yazarak gönderebilirsiniz:</p>
{{bank_accounts}}
<p>Sorularınız için bize her zaman ulaşabilirsiniz.</p>
<p style="color:#6b7280">{{site_name}}</p>
</div>'
),
(
  'reservation_staff',
  'Yeni web sitesi rezervasyonu (personele)',
  'Yeni rezervasyon: {{code}} – {{boat_name}} ({{start_date}} – {{end_date}})',
  '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937;line-height:1.5;max-width:600px">
<h2 style="color:#0e4a6e;margin:0 0 16px">Web sitesinden yeni rezervasyon</h2>
<table style="border-collapse:collapse;margin:12px 0">
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Rezervasyon kodu</td><td style="padding:4px 0"><strong>{{code}}</strong></td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Müşteri</td><td style="padding:4px 0">{{customer_name}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Tekne</td><td style="padding:4px 0">{{boat_name}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Marina</td><td style="padding:4px 0">{{marina_name}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Giriş</td><td style="padding:4px 0">{{start_date}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Çıkış</td><td style="padding:4px 0">{{end_date}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Kişi sayısı</td><td style="padding:4px 0">{{guests}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Toplam tutar</td><td style="padding:4px 0">{{total}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Kapora</td><td style="padding:4px 0">{{deposit}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Opsiyon bitişi</td><td style="padding:4px 0">{{option_expires_at}}</td></tr>
</table>
<p>Rezervasyonu yönetim panelinden inceleyebilirsiniz.</p>
<p style="color:#6b7280">{{site_name}}</p>
</div>'
),
(
  'bank_details',
  'Banka hesap bilgileri (müşteriye)',
  '{{site_name}} – Ödeme bilgileri ({{code}})',
  '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937;line-height:1.5;max-width:600px">
<h2 style="color:#0e4a6e;margin:0 0 16px">Ödeme bilgileri</h2>
<p>Sayın {{customer_name}},</p>
<p><strong>{{boat_name}}</strong> ({{start_date}} – {{end_date}}) rezervasyonunuz için ödeme bilgileri aşağıdadır.</p>
<table style="border-collapse:collapse;margin:12px 0">
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Rezervasyon kodu</td><td style="padding:4px 0"><strong>{{code}}</strong></td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Toplam tutar</td><td style="padding:4px 0">{{total}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Kapora</td><td style="padding:4px 0">{{deposit}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Kalan ödeme</td><td style="padding:4px 0"><strong>{{due}}</strong></td></tr>
</table>
<p>Ödemenizi aşağıdaki banka hesaplarından birine, açıklama kısmına rezervasyon kodunuzu (<strong>{{code}}</strong>) yazarak yapabilirsiniz:</p>
{{bank_accounts}}
<p style="color:#6b7280">{{site_name}}</p>
</div>'
),
(
  'reservation_confirmed',
  'Rezervasyon onaylandı (müşteriye)',
  '{{site_name}} – Rezervasyonunuz onaylandı ({{code}})',
  '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937;line-height:1.5;max-width:600px">
<h2 style="color:#15803d;margin:0 0 16px">Rezervasyonunuz onaylandı</h2>
<p>Sayın {{customer_name}},</p>
<p>Kapora ödemeniz alınmış ve <strong>{{boat_name}}</strong> rezervasyonunuz onaylanmıştır. İyi tatiller dileriz!</p>
<table style="border-collapse:collapse;margin:12px 0">
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Rezervasyon kodu</td><td style="padding:4px 0"><strong>{{code}}</strong></td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Tekne</td><td style="padding:4px 0">{{boat_name}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Marina</td><td style="padding:4px 0">{{marina_name}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Giriş</td><td style="padding:4px 0">{{start_date}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Çıkış</td><td style="padding:4px 0">{{end_date}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Kişi sayısı</td><td style="padding:4px 0">{{guests}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Toplam tutar</td><td style="padding:4px 0">{{total}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Kalan ödeme</td><td style="padding:4px 0"><strong>{{due}}</strong></td></tr>
</table>
<p>Kalan ödemeyi aşağıdaki banka hesaplarından birine yapabilirsiniz:</p>
{{bank_accounts}}
<p style="color:#6b7280">{{site_name}}</p>
</div>'
)
ON CONFLICT ("key") DO NOTHING;
