-- Hand-written: the default mail templates name the deposit rate through {{deposit_percent}} (the reservation's
-- rate, which is the deposit_percent setting at booking time), never a number of their own. Only a row that still
-- reads as 0003 wrote it is changed: a template staff rewrote keeps their words.
UPDATE "mail_templates" SET "body" = replace("body", '>Ödenecek kapora</td>', '>Ödenecek kapora (%{{deposit_percent}})</td>')
WHERE "key" = 'reservation_received' AND "body" LIKE '%>Ödenecek kapora</td>%';--> statement-breakpoint
UPDATE "mail_templates" SET "body" = replace("body", '>Kapora</td>', '>Kapora (%{{deposit_percent}})</td>')
WHERE "key" IN ('reservation_staff', 'bank_details') AND "body" LIKE '%>Kapora</td>%';
