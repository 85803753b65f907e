import "server-only";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Currency } from "../../lib/money";
import { boats, reservations, transactions, users } from "../db/schema";
import type { transactionSchema } from "../reservations/schemas";

/** Explicit columns of a transaction (join reservations, boats and left-join users on recorded_by). */
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
};

type Row = {
  id: number;
  reservationId: number;
  reservationCode: string;
  boatId: number;
  boatName: string;
  customerName: string;
  kind: "deposit" | "balance" | "refund";
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
  };
}
