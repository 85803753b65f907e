import "server-only";
import type { DbOrTx } from "../db/client";
import { privacyAudit } from "../db/schema";
import { emailHash } from "./anonymous";

export type PrivacyAction = "export" | "erase" | "retention";

/** Notes that personal data was exported or erased: by whom, when, and for which (hashed) address. */
export async function recordPrivacyAudit(
  tx: DbOrTx,
  entry: { action: PrivacyAction; email?: string; actorId?: number; details?: Record<string, number> },
): Promise<void> {
  await tx.insert(privacyAudit).values({
    action: entry.action,
    emailHash: entry.email ? emailHash(entry.email) : null,
    actorId: entry.actorId ?? null,
    details: entry.details ?? {},
  });
}
