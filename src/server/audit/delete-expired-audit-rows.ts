import "server-only";
import { and, asc, lt, type SQL, sql } from "drizzle-orm";
import { clock } from "../../lib/clock";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";
import { auditRetentionCutoffs, BOOKKEEPING_ENTITY_LIST } from "./audit-retention";

export type AuditRetentionResult = { bookkeeping: number; other: number };

/** Rows deleted per transaction: each batch holds its row locks for a few milliseconds, never the whole backlog. */
export const AUDIT_RETENTION_BATCH = 500;

/**
 * Deletes the audit rows past their period (audit-retention.ts), oldest first, in batches of
 * AUDIT_RETENTION_BATCH rows, each in its own short transaction. A batch takes its rows `FOR UPDATE SKIP LOCKED`
 * (as the outbox claims do, jobs/claim-due.ts): instances running at once delete disjoint rows and never wait on
 * each other. Stops when nothing is left or `signal` aborts (the next run goes on). Answers how many rows went.
 */
export async function deleteExpiredAuditRows(
  db: Db,
  options: { months: number; now?: Date; signal?: AbortSignal; batch?: number },
): Promise<AuditRetentionResult> {
  const cutoffs = auditRetentionCutoffs(options.now ?? clock.now(), options.months);
  const batch = options.batch ?? AUDIT_RETENTION_BATCH;
  const drain = async (past: SQL) => {
    let deleted = 0;
    while (!options.signal?.aborted) {
      const gone = await deleteBatch(db, past, batch);
      deleted += gone;
      if (gone < batch) break;
    }
    return deleted;
  };
  // Everything older than the bookkeeping cutoff goes whatever its entity (the other period is never longer:
  // config caps AUDIT_RETENTION_MONTHS at ten years); then the short-lived rows, along their own index.
  const bookkeeping = await drain(sql`${auditLog.at} < ${cutoffs.bookkeeping}`);
  const other = await drain(
    and(sql`${auditLog.entity} NOT IN (${BOOKKEEPING_ENTITY_LIST})`, lt(auditLog.at, cutoffs.other))!,
  );
  return { bookkeeping, other };
}

async function deleteBatch(db: Db, past: SQL, size: number): Promise<number> {
  return db.transaction(async (tx) => {
    // The one sanctioned way out of the log: migration 0051's trigger refuses a DELETE without it.
    await tx.execute(sql`SELECT set_config('liman.audit_retention', 'on', true)`);
    const oldest = tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(past)
      .orderBy(asc(auditLog.at), asc(auditLog.id))
      .limit(size)
      .for("update", { skipLocked: true });
    // `= ANY(ARRAY(…))`, not `IN (…)`: the batch's ids are found first and deleted through the primary key; with
    // `IN` a generic plan may join the whole table to them (a sequential scan per batch).
    const gone = await tx
      .delete(auditLog)
      .where(sql`${auditLog.id} = ANY(ARRAY(${oldest}))`)
      .returning({ id: auditLog.id });
    return gone.length;
  });
}
