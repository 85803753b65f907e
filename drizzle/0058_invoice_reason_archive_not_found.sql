ALTER TABLE "invoices" DROP CONSTRAINT "invoices_reason_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reason_check" CHECK ("invoices"."reason" IN ('payment_voided', 'voided_after_sales_invoice', 'recorded_while_disabled', 'archive_not_found', 'unexpected_error'));--> statement-breakpoint
-- Rows written before: our English sentence becomes its code.
UPDATE "invoices" SET "reason" = 'archive_not_found', "last_error" = NULL
  WHERE "last_error" = 'Paraşüt said the e-Arşiv was done; the invoice shows none';
