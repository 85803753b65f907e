import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";

export const LEASE_EXPIRED_ERROR =
  "Gönderim yarıda kaldı (gönderen süreç durdu ya da sonucu kaydedemedi): mailin alıcıya ulaşıp ulaşmadığı bilinmiyor.";

/**
 * Mails still 'sending' after their lease: the worker died, or the database failed it, somewhere between the
 * claim and recording the outcome, perhaps after the server had accepted the mail. They become 'uncertain'
 * for staff to check and resend by hand; sending them again automatically is how mails went out twice.
 */
export async function expireMailLeases(db: Db): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: "uncertain", lockedUntil: null, lastError: LEASE_EXPIRED_ERROR })
    .where(and(eq(mailOutbox.status, "sending"), lt(mailOutbox.lockedUntil, sql`now()`)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}
