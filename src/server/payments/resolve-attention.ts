import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { clock } from "../../lib/clock";
import { setAuditReason } from "../audit/audit-reason";
import type { AuthUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { transactions } from "../db/schema";
import { unprocessable } from "../domain-errors";
import { getTransaction } from "./get-transaction";
import type { resolveAttentionBody } from "./schemas";

/**
 * Marks a flagged payment as looked at (ADMIN): staff keep the money (an extra payment that counts towards the
 * balance, a mismatch checked in the provider's panel) or settled it outside the provider. The flags stay on the
 * row for the record; the payment leaves "İlgilenilmesi gerekenler" and the menu's count. A note goes to the
 * change log. Marking it again changes nothing; a payment without flags is refused (422 NO_ATTENTION).
 */
export async function resolveAttention(
  db: Db,
  user: AuthUser,
  id: number,
  body: z.output<typeof resolveAttentionBody>,
  now = clock.now(),
) {
  const payment = await getTransaction(db, user, id);
  if (payment.attention.length === 0) throw unprocessable("payments.attention_none", "NO_ATTENTION");
  await db.transaction(async (tx) => {
    if (body.note) await setAuditReason(tx, body.note);
    await tx
      .update(transactions)
      .set({ attentionResolvedAt: now, attentionResolvedBy: user.id })
      .where(and(eq(transactions.id, id), isNull(transactions.attentionResolvedAt)));
  });
  return getTransaction(db, user, id);
}
