import "server-only";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Currency } from "../../lib/money";
import {
  boats,
  type InvoiceReason,
  type InvoiceState,
  invoices,
  type PaymentAttention,
  reservations,
  transactions,
  users,
} from "../db/schema";
import { invoiceFlagged, invoiceRetryable } from "../invoicing/invoice-columns";
import type { transactionSchema } from "../reservations/schemas";

// A card payment's amount less its refunds (not voided) and the refunds still asked of the provider.
const refundable = sql<
  string | null
>`CASE WHEN ${transactions.providerOrderId} IS NOT NULL AND ${transactions.kind} IN ('deposit', 'balance')
    THEN ${transactions.amount}
      - (SELECT coalesce(sum(r.amount), 0) FROM transactions r WHERE r.refund_of = ${transactions.id} AND r.voided_at IS NULL)
      - (SELECT coalesce(sum(q.amount), 0) FROM card_refunds q WHERE q.payment_id = ${transactions.id} AND q.state = 'requested')
    END`;

// Of a card payment: its refunds asked of the provider and not answered yet.
const refundPending = sql<
  string | null
>`CASE WHEN ${transactions.providerOrderId} IS NOT NULL AND ${transactions.kind} IN ('deposit', 'balance')
    THEN (SELECT coalesce(sum(q.amount), 0) FROM card_refunds q WHERE q.payment_id = ${transactions.id} AND q.state = 'requested')
    END`;

/**
 * A flagged payment staff have still to look at: flagged, not voided, not marked as looked at, and something of it
 * still refundable (a refund in full settles it).
 */
export const attentionOpen = sql<boolean>`(cardinality(${transactions.attention}) > 0
  AND ${transactions.attentionResolvedAt} IS NULL AND ${transactions.voidedAt} IS NULL
  AND coalesce(${refundable}, 0) > 0)`;

/**
 * Explicit columns of a transaction (join reservations, boats, left-join users on recorded_by and invoices on the
 * payment: `transactionJoins`).
 */
export const transactionColumns = {
  id: transactions.id,
  reservationId: transactions.reservationId,
  reservationCode: reservations.code,
  boatId: boats.id,
  boatName: boats.name,
  customerName: reservations.customerName,
  kind: transactions.kind,
  method: transactions.method,
  amount: transactions.amount,
  currency: transactions.currency,
  reference: transactions.reference,
  note: transactions.note,
  recordedById: users.id,
  recordedByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  paidAt: transactions.paidAt,
  createdAt: transactions.createdAt,
  updatedAt: transactions.updatedAt,
  voidedAt: transactions.voidedAt,
  voidReason: transactions.voidReason,
  provider: transactions.provider,
  providerOrderId: transactions.providerOrderId,
  refundOf: transactions.refundOf,
  attention: transactions.attention,
  refundable,
  refundPending,
  attentionOpen,
  attentionResolvedAt: transactions.attentionResolvedAt,
  invoiceId: invoices.id,
  invoiceState: invoices.state,
  invoiceNumber: invoices.eArchiveNumber,
  invoiceError: invoices.lastError,
  invoiceReason: invoices.reason,
  invoiceFlagged: sql<boolean>`coalesce(${invoiceFlagged}, false)`,
  invoiceRetryable: invoiceRetryable,
};

type Row = {
  id: number;
  reservationId: number;
  reservationCode: string;
  boatId: number;
  boatName: string;
  customerName: string;
  kind: "deposit" | "balance" | "refund" | "damage_deposit";
  method: "bank_transfer" | "card" | "cash";
  amount: number;
  currency: Currency;
  reference: string | null;
  note: string | null;
  recordedById: number | null;
  recordedByName: string | null;
  paidAt: Date;
  createdAt: Date;
  updatedAt: Date | null;
  voidedAt: Date | null;
  voidReason: string | null;
  provider: "paytr" | "iyzico" | null;
  providerOrderId: string | null;
  refundOf: number | null;
  attention: PaymentAttention[];
  refundable: string | number | null;
  refundPending: string | number | null;
  attentionOpen: boolean;
  attentionResolvedAt: Date | null;
  invoiceId: number | null;
  invoiceState: InvoiceState | null;
  invoiceNumber: string | null;
  invoiceError: string | null;
  invoiceReason: InvoiceReason | null;
  invoiceFlagged: boolean;
  invoiceRetryable: boolean | null;
};

export function toTransactionDto(row: Row): z.output<typeof transactionSchema> {
  return {
    id: row.id,
    reservation_id: row.reservationId,
    reservation_code: row.reservationCode,
    boat: { id: row.boatId, name: row.boatName },
    customer_name: row.customerName,
    kind: row.kind,
    method: row.method,
    amount: row.amount,
    currency: row.currency,
    reference: row.reference,
    note: row.note,
    recorded_by: row.recordedById !== null ? { id: row.recordedById, name: row.recordedByName ?? "" } : null,
    paid_at: row.paidAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt?.toISOString() ?? null,
    voided_at: row.voidedAt?.toISOString() ?? null,
    void_reason: row.voidReason,
    provider: row.provider,
    provider_order_id: row.providerOrderId,
    refund_of: row.refundOf,
    refundable: row.refundable === null || row.voidedAt ? null : Math.max(Number(row.refundable), 0),
    refund_pending: row.refundPending === null ? null : Number(row.refundPending),
    attention: row.attention,
    attention_open: row.attentionOpen,
    attention_resolved_at: row.attentionResolvedAt?.toISOString() ?? null,
    invoice:
      row.invoiceId === null || row.invoiceState === null
        ? null
        : {
            id: row.invoiceId,
            state: row.invoiceState,
            number: row.invoiceNumber,
            error: row.invoiceError,
            reason: row.invoiceReason,
            flagged: row.invoiceFlagged,
            retryable: row.invoiceRetryable === true,
          },
  };
}
