import "server-only";
import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { securityDeposits } from "../db/schema";
import type { SecurityDeposit } from "./schemas";

type Row = typeof securityDeposits.$inferSelect;

/** A deposit as staff see it (never the provider's token). */
export function depositView(row: Row): SecurityDeposit {
  return {
    id: row.id,
    method: row.method,
    state: row.state,
    amount: row.amount,
    currency: row.currency,
    captured_amount: row.state === "captured" ? row.capturedAmount : null,
    capture_reason: row.state === "captured" ? row.captureReason : null,
    message: row.message,
    provider_payment_id: row.providerPaymentId,
    created_at: row.createdAt.toISOString(),
    held_at: row.heldAt?.toISOString() ?? null,
    settled_at: row.settledAt?.toISOString() ?? null,
  };
}

/** Every deposit of a reservation, the newest first. */
export async function depositsOf(db: DbOrTx, reservationId: number): Promise<Row[]> {
  return db
    .select()
    .from(securityDeposits)
    .where(eq(securityDeposits.reservationId, reservationId))
    .orderBy(desc(securityDeposits.createdAt), desc(securityDeposits.id));
}

export async function getDeposit(db: DbOrTx, id: number): Promise<SecurityDeposit> {
  const [row] = await db.select().from(securityDeposits).where(eq(securityDeposits.id, id));
  return depositView(row as Row);
}
