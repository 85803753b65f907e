import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Replaces an erased e-mail address wherever the audit log still quotes it (a closing's note, a setting…): run
 * last in an erasure, after the steps whose own changes the triggers have just recorded with the address in
 * `before`. The rows of the erased reservations themselves were already stripped by the trigger.
 */
export async function scrubAuditMentions(tx: DbOrTx, email: string, replacement: string): Promise<void> {
  const pattern = escapeRegExp(email);
  const replaced = (column: string) =>
    sql`(regexp_replace(${sql.identifier(column)}::text, ${pattern}, ${replacement}, 'gi'))::jsonb`;
  await tx.execute(sql`
    UPDATE audit_log SET before = ${replaced("before")}, after = ${replaced("after")}
    WHERE strpos(lower(coalesce(before::text, '') || ' ' || coalesce(after::text, '')), ${email}) > 0`);
}
