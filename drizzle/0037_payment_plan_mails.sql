-- Hand-written (issue 29): the guest's booking and confirmation mails show the payment plan ({{payment_plan}}: deposit
-- and balance with due dates) and, when card payments are on and something is open, the "Kartla öde" button
-- ({{card_payment_link}}, empty otherwise), before the bank accounts, in both languages. Only a default template that
-- still has the bank paragraph 0003/0033 wrote is changed: a template staff rewrote keeps their words.
UPDATE "mail_templates" SET "body" = replace("body", '<p>Kaporayı aşağıdaki banka hesaplarından birine', '{{payment_plan}}
{{card_payment_link}}
<p>Kaporayı aşağıdaki banka hesaplarından birine')
WHERE "key" = 'reservation_received' AND "body" NOT LIKE '%{{payment_plan}}%';--> statement-breakpoint
UPDATE "mail_templates" SET "body_en" = replace("body_en", '<p>Please transfer the deposit to one of the bank accounts below', '{{payment_plan}}
{{card_payment_link}}
<p>Please transfer the deposit to one of the bank accounts below')
WHERE "key" = 'reservation_received' AND "body_en" NOT LIKE '%{{payment_plan}}%';--> statement-breakpoint
UPDATE "mail_templates" SET "body" = replace("body", '<p>Kalan ödemeyi aşağıdaki banka hesaplarından birine yapabilirsiniz:</p>', '{{payment_plan}}
{{card_payment_link}}
<p>Kalan ödemeyi aşağıdaki banka hesaplarından birine yapabilirsiniz:</p>')
WHERE "key" = 'reservation_confirmed' AND "body" NOT LIKE '%{{payment_plan}}%';--> statement-breakpoint
UPDATE "mail_templates" SET "body_en" = replace("body_en", '<p>You can pay the balance to one of the bank accounts below:</p>', '{{payment_plan}}
{{card_payment_link}}
<p>You can pay the balance to one of the bank accounts below:</p>')
WHERE "key" = 'reservation_confirmed' AND "body_en" NOT LIKE '%{{payment_plan}}%';
