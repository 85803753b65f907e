ALTER TABLE "mail_templates" ADD COLUMN "subject_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_templates" ADD COLUMN "body_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "locale" text DEFAULT 'tr' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_locale_check" CHECK ("reservations"."locale" IN ('tr', 'en'));
--> statement-breakpoint
-- Hand-written: the English versions of the guest mails (staff edit them beside the Turkish ones). Only a row that
-- has no English version yet is filled, so staff edits survive.
UPDATE "mail_templates" SET "subject_en" = '{{site_name}} – We have received your booking request ({{code}})', "body_en" = '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937;line-height:1.5;max-width:600px">
<h2 style="color:#0e4a6e;margin:0 0 16px">We have received your booking request</h2>
<p>Dear {{customer_name}},</p>
<p>Thank you for your booking request for <strong>{{boat_name}}</strong>. Your dates are now held for you as an option.</p>
<table style="border-collapse:collapse;margin:12px 0">
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Booking code</td><td style="padding:4px 0"><strong>{{code}}</strong></td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Boat</td><td style="padding:4px 0">{{boat_name}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Marina</td><td style="padding:4px 0">{{marina_name}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Check-in</td><td style="padding:4px 0">{{start_date}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Check-out</td><td style="padding:4px 0">{{end_date}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Guests</td><td style="padding:4px 0">{{guests}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Total</td><td style="padding:4px 0">{{total}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Deposit due ({{deposit_percent}}%)</td><td style="padding:4px 0"><strong>{{deposit}}</strong></td></tr>
</table>
<p style="background:#fef3c7;padding:10px 12px;border-radius:6px">Your option is valid until <strong>{{option_expires_at}}</strong>. If the deposit is not received by then, the dates are released.</p>
<p>Please transfer the deposit to one of the bank accounts below, quoting your booking code (<strong>{{code}}</strong>) as the payment reference:</p>
{{bank_accounts}}
<p>Your booking and its documents: <a href="{{documents_url}}">{{documents_url}}</a></p>
<p>Do not hesitate to contact us with any questions.</p>
<p style="color:#6b7280">{{site_name}}</p>
</div>'
WHERE "key" = 'reservation_received' AND "subject_en" = '' AND "body_en" = '';--> statement-breakpoint
UPDATE "mail_templates" SET "subject_en" = '{{site_name}} – Payment details ({{code}})', "body_en" = '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937;line-height:1.5;max-width:600px">
<h2 style="color:#0e4a6e;margin:0 0 16px">Payment details</h2>
<p>Dear {{customer_name}},</p>
<p>Here are the payment details for your booking of <strong>{{boat_name}}</strong> ({{start_date}} – {{end_date}}).</p>
<table style="border-collapse:collapse;margin:12px 0">
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Booking code</td><td style="padding:4px 0"><strong>{{code}}</strong></td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Total</td><td style="padding:4px 0">{{total}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Deposit ({{deposit_percent}}%)</td><td style="padding:4px 0">{{deposit}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Balance due</td><td style="padding:4px 0"><strong>{{due}}</strong></td></tr>
</table>
<p>Please pay to one of the bank accounts below, quoting your booking code (<strong>{{code}}</strong>) as the payment reference:</p>
{{bank_accounts}}
<p style="color:#6b7280">{{site_name}}</p>
</div>'
WHERE "key" = 'bank_details' AND "subject_en" = '' AND "body_en" = '';--> statement-breakpoint
UPDATE "mail_templates" SET "subject_en" = '{{site_name}} – Your booking is confirmed ({{code}})', "body_en" = '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937;line-height:1.5;max-width:600px">
<h2 style="color:#15803d;margin:0 0 16px">Your booking is confirmed</h2>
<p>Dear {{customer_name}},</p>
<p>We have received your deposit and your booking of <strong>{{boat_name}}</strong> is confirmed. We wish you a wonderful holiday!</p>
<table style="border-collapse:collapse;margin:12px 0">
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Booking code</td><td style="padding:4px 0"><strong>{{code}}</strong></td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Boat</td><td style="padding:4px 0">{{boat_name}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Marina</td><td style="padding:4px 0">{{marina_name}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Check-in</td><td style="padding:4px 0">{{start_date}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Check-out</td><td style="padding:4px 0">{{end_date}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Guests</td><td style="padding:4px 0">{{guests}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Total</td><td style="padding:4px 0">{{total}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Balance due</td><td style="padding:4px 0"><strong>{{due}}</strong></td></tr>
</table>
<p>You can pay the balance to one of the bank accounts below:</p>
{{bank_accounts}}
<p>Your booking and its documents: <a href="{{documents_url}}">{{documents_url}}</a></p>
<p style="color:#6b7280">{{site_name}}</p>
</div>'
WHERE "key" = 'reservation_confirmed' AND "subject_en" = '' AND "body_en" = '';--> statement-breakpoint
UPDATE "mail_templates" SET "subject_en" = '{{site_name}} – {{request_kind}} approved ({{code}})', "body_en" = '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937;line-height:1.5;max-width:600px">
<h2 style="color:#0e4a6e;margin:0 0 16px">{{request_kind}} approved</h2>
<p>Dear {{customer_name}},</p>
<p>Your request about <strong>{{boat_name}}</strong> ({{start_date}} – {{end_date}}) has been approved.</p>
<table style="border-collapse:collapse;margin:12px 0">
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Booking code</td><td style="padding:4px 0"><strong>{{code}}</strong></td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Requested change</td><td style="padding:4px 0">{{requested_change}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Cancellation fee</td><td style="padding:4px 0">{{cancellation_cost}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Refund</td><td style="padding:4px 0">{{refund}}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Our note</td><td style="padding:4px 0">{{staff_note}}</td></tr>
</table>
<p style="color:#6b7280">{{site_name}}</p>
</div>'
WHERE "key" = 'reservation_request_approved' AND "subject_en" = '' AND "body_en" = '';--> statement-breakpoint
UPDATE "mail_templates" SET "subject_en" = '{{site_name}} – About your {{request_kind}} ({{code}})', "body_en" = '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937;line-height:1.5;max-width:600px">
<h2 style="color:#0e4a6e;margin:0 0 16px">We could not meet your request</h2>
<p>Dear {{customer_name}},</p>
<p>Unfortunately we cannot meet your request about <strong>{{boat_name}}</strong> ({{start_date}} – {{end_date}}). Your booking (<strong>{{code}}</strong>) stands unchanged.</p>
<table style="border-collapse:collapse;margin:12px 0">
<tr><td style="padding:4px 12px 4px 0;color:#6b7280">Our note</td><td style="padding:4px 0">{{staff_note}}</td></tr>
</table>
<p style="color:#6b7280">{{site_name}}</p>
</div>'
WHERE "key" = 'reservation_request_refused' AND "subject_en" = '' AND "body_en" = '';--> statement-breakpoint
UPDATE "mail_templates" SET "subject_en" = '{{site_name}} – How was your holiday on {{boat_name}}? ({{code}})', "body_en" = '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937;line-height:1.5;max-width:600px">
<h2 style="color:#0e4a6e;margin:0 0 16px">How was your holiday?</h2>
<p>Dear {{customer_name}},</p>
<p>We hope you enjoyed your holiday on <strong>{{boat_name}}</strong> from {{start_date}} to {{end_date}}. If you rate it from 1 to 5 stars and tell us about it in a few sentences, you will help future guests choose.</p>
<p><a href="{{review_link}}" style="display:inline-block;background:#0e4a6e;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Review my holiday</a></p>
<p style="color:#6b7280">The link is personal, valid until {{review_expires_at}} and can be used once. Your review is published on the boat page after our team has approved it.</p>
<p style="color:#6b7280">Booking code: {{code}}<br>{{site_name}}</p>
</div>'
WHERE "key" = 'review_invitation' AND "subject_en" = '' AND "body_en" = '';
