import "server-only";

/** Paraşüt names the Turkish lira TRL; the other currencies by their ISO codes. */
export const parasutCurrency = (iso: string) => (iso === "TRY" ? "TRL" : iso);

/** The series of Liman's sales invoices at Paraşüt; the number is the invoice row's id (our stable reference). */
export const INVOICE_SERIES = "LMN";
