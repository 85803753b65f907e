ALTER TABLE "invoices" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reason_check" CHECK ("invoices"."reason" IN ('payment_voided', 'voided_after_sales_invoice', 'recorded_while_disabled', 'unexpected_error'));--> statement-breakpoint
-- Rows written before: our own Turkish sentences in last_error become codes (the provider's words stay as they are).
UPDATE "invoices" SET "reason" = CASE "last_error"
    WHEN 'Ödeme iptal edildi.' THEN 'payment_voided'
    WHEN 'Ödeme, satış faturası kesildikten sonra iptal edildi.' THEN 'voided_after_sales_invoice'
    WHEN 'Ödeme, fatura kesimi kapalıyken kaydedildi.' THEN 'recorded_while_disabled'
    WHEN 'Beklenmeyen bir hata oluştu.' THEN 'unexpected_error'
  END, "last_error" = NULL
  WHERE "last_error" IN ('Ödeme iptal edildi.', 'Ödeme, satış faturası kesildikten sonra iptal edildi.',
    'Ödeme, fatura kesimi kapalıyken kaydedildi.', 'Beklenmeyen bir hata oluştu.');
