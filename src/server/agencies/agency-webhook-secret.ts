import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { agencies } from "../db/schema";
import { notFound, unprocessable } from "../domain-errors";
import { newWebhookSecret, openWebhookSecret, sealWebhookSecret } from "./webhook-secret";

/** The agency's webhook secret in clear, for staff to hand to the agency (ADMIN only). */
export async function readAgencyWebhookSecret(db: Db, jwtSecret: Uint8Array, agencyId: number) {
  const [row] = await db
    .select({ sealed: agencies.webhookSecretEncrypted })
    .from(agencies)
    .where(eq(agencies.id, agencyId))
    .limit(1);
  if (!row) throw notFound("agencies.not_found");
  const secret = row.sealed ? openWebhookSecret(jwtSecret, agencyId, row.sealed) : null;
  if (!secret) throw unprocessable("agencies.webhook_secret_unreadable", "WEBHOOK_SECRET_UNREADABLE");
  return { secret };
}

/** Replaces the agency's webhook secret with a new one (the old one stops signing at once) and answers it. */
export async function rotateAgencyWebhookSecret(db: Db, jwtSecret: Uint8Array, agencyId: number, now: Date) {
  const secret = newWebhookSecret();
  const [row] = await db
    .update(agencies)
    .set({ webhookSecretEncrypted: sealWebhookSecret(jwtSecret, agencyId, secret), updatedAt: now })
    .where(eq(agencies.id, agencyId))
    .returning({ id: agencies.id });
  if (!row) throw notFound("agencies.not_found");
  return { secret };
}
