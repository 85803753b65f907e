ALTER TABLE "invoices" DROP CONSTRAINT "invoices_reason_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reason_check" CHECK ("invoices"."reason" IN ('payment_voided', 'voided_after_sales_invoice', 'recorded_while_disabled', 'archive_not_found', 'provider_unreachable', 'provider_refused', 'sign_in_refused', 'unexpected_error'));--> statement-breakpoint
-- Rows written before: our English sentences become codes; Paraşüt's own words (a refusal's) stay as they are.
UPDATE "invoices" SET "reason" = CASE
    WHEN "last_error" = 'Paraşüt said the e-Arşiv was done; the invoice shows none' THEN 'archive_not_found'
    WHEN "last_error" LIKE 'Paraşüt refused the sign-in (HTTP %' THEN 'sign_in_refused'
    WHEN "last_error" ~ '^Paraşüt (GET|POST) \S+ answered HTTP 4([0-1][0-9]|2[0-8]|[3-9][0-9])$' THEN 'provider_refused'
    ELSE 'provider_unreachable'
  END, "last_error" = NULL
  WHERE "last_error" = 'Paraşüt said the e-Arşiv was done; the invoice shows none'
    OR "last_error" LIKE 'Paraşüt refused the sign-in (HTTP %'
    OR "last_error" ~ '^Paraşüt ((GET|POST) \S+ (timed out|could not be reached|answered HTTP [0-9]{3}|answered something that is not JSON)|/oauth/token |[^:]+: an answer without its resource$)';
