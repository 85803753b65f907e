import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "../db/client";

/** Why the current transaction changes what it changes, stored by the audit log's triggers with each row. */
export async function setAuditReason(tx: Tx, reason: string): Promise<void> {
  await tx.execute(sql`SELECT set_config('liman.audit_reason', ${reason}, true)`);
}
