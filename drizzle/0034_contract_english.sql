ALTER TABLE "contact_messages" ADD COLUMN "locale" text DEFAULT 'tr' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_templates" ADD COLUMN "body_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_locale_check" CHECK ("contact_messages"."locale" IN ('tr', 'en'));--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_body_en_check" CHECK (length("document_templates"."body_en") <= 50000);--> statement-breakpoint
-- The charter contract's English terms (docs/decisions/0034-english-site.md): the Turkish default's content with
-- the same {{variables}}, for reservations made on the English site. Only an empty English body is filled.
UPDATE "document_templates" SET "body_en" = $body$1. Subject
This contract concerns the charter of the boat {{boat_name}} by {{company_name}} (the Owner) to {{customer_name}} (the Charterer) from {{start_date}} to {{end_date}} ({{days}} days) for {{guests}} guests. Booking code: {{code}}.

2. Delivery and return
The boat is handed over to the Charterer at {{marina_name}} on {{start_date}} from {{check_in_time}} and is returned to the same marina on {{end_date}} by {{check_out_time}} at the latest. If the boat is returned late, the Owner may charge the daily charter fee for each day of delay.

3. Charter fee and payment
The total charter fee is {{total}}. A deposit of {{deposit}} is paid to confirm the booking; the balance is paid by the date stated in the Booking Confirmation / Proforma. Items payable at the marina are collected on delivery.

4. The Charterer's obligations
The Charterer agrees to use the boat and its equipment with care, to follow the safety instructions of the captain and crew, not to exceed the number of guests stated for the boat and not to act against the laws in force. Damage and losses caused by the Charterer's fault are borne by the Charterer.

5. The Owner's obligations
The Owner agrees to hand over the boat clean, seaworthy and with all required documents and safety equipment. If the boat cannot be used because of a breakdown, the corresponding part of the fee paid by the Charterer is refunded or an equivalent boat is offered.

6. Passenger list
As required by Turkish law, the Charterer provides the Owner, before departure, with the full name, date of birth, nationality and ID/passport number of every passenger.

7. Cancellation
The cancellation terms are set out in the Booking Confirmation / Proforma and form part of this contract.

8. Force majeure and disputes
Failure to sail because of weather and sea conditions, harbour master decisions or similar force majeure cannot be held against the Owner; in such cases the route may be changed at the captain's discretion. Disputes arising from this contract are governed by the laws of the Republic of Türkiye.$body$
WHERE "key" = 'charter_contract' AND btrim("body_en") = '';
