import "server-only";
import { stringify } from "csv-stringify/sync";
import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { formatMomentSortable } from "../../lib/turkish-calendar";
import type { AuthUser } from "../auth/current-user";
import type { DbOrTx } from "../db/client";
import { boats, invoices, reservations, transactions, users } from "../db/schema";
import { invoicePayment } from "../invoicing/invoice-columns";
import { KIND_LABELS, METHOD_LABELS, PROVIDER_LABELS, type transactionFiltersQuery } from "./schemas";
import { transactionFilters } from "./transaction-filters";
import { transactionColumns } from "./transaction-columns";

/** At most this many rows in one file (a season has a few thousand). */
const TRANSACTIONS_CSV_LIMIT = 50_000;

/** A cell that starts like a formula (=, +, -, @) is prefixed with ' so a spreadsheet never runs it. */
const cell = (v: string | null) => (v === null ? "" : /^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

/** Minor units as a signed decimal with a comma (`-1250,50`), as Turkish Excel reads numbers. */
const amount = (minor: number) => `${minor < 0 ? "-" : ""}${(Math.abs(minor) / 100).toFixed(2).replace(".", ",")}`;

/**
 * The filtered payments and refunds (same filters and scope as the list), newest first, as CSV for Excel:
 * UTF-8 with a BOM, Turkish headers, a refund's amount negative, voided rows kept and marked with their reason, and
 * for an online card payment (or its refund) the provider and our order id (to find it in the provider's panel).
 */
export async function transactionsCsv(
  db: DbOrTx,
  user: AuthUser,
  query: z.output<typeof transactionFiltersQuery>,
): Promise<string> {
  const rows = await db
    .select(transactionColumns)
    .from(transactions)
    .innerJoin(reservations, eq(reservations.id, transactions.reservationId))
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .leftJoin(users, eq(users.id, transactions.recordedBy))
    .leftJoin(invoices, invoicePayment)
    .where(transactionFilters(user, query))
    .orderBy(desc(transactions.paidAt), desc(transactions.id))
    .limit(TRANSACTIONS_CSV_LIMIT);
  const csv = stringify(
    rows.map((r) => [
      formatMomentSortable(r.paidAt),
      r.reservationCode,
      cell(r.boatName),
      cell(r.customerName),
      KIND_LABELS[r.kind],
      METHOD_LABELS[r.method],
      amount(r.kind === "refund" ? -r.amount : r.amount),
      r.currency,
      cell(r.reference),
      cell(r.note),
      cell(r.recordedByName),
      r.voidedAt ? "İptal edildi" : "Geçerli",
      cell(r.voidReason),
      r.provider ? PROVIDER_LABELS[r.provider] : "",
      // A refund through the provider carries the order id of the payment it gives back as its reference.
      cell(r.providerOrderId ?? (r.provider && r.refundOf !== null ? r.reference : null)),
    ]),
    {
      header: true,
      columns: [
        "Ödeme tarihi",
        "Rezervasyon",
        "Tekne",
        "Müşteri",
        "Tür",
        "Yöntem",
        "Tutar",
        "Para birimi",
        "Referans",
        "Not",
        "Kaydeden",
        "Durum",
        "İptal nedeni",
        "Ödeme sağlayıcısı",
        "Sağlayıcı sipariş no",
      ],
      record_delimiter: "\r\n",
    },
  );
  return `\uFEFF${csv}`;
}
