import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { agencies } from "../db/schema";
import type { AddressPolicy } from "../outbound/address-policy";
import { checkWebhookUrl } from "./check-webhook-url";
import { getAgency } from "./list-agencies";
import type { AgencyInput } from "./schemas";
import { newWebhookSecret, sealWebhookSecret } from "./webhook-secret";

/**
 * A new agency with its first webhook secret (sealed to its id, so it is written once the id is known). Its webhook
 * URL must be one `policy` lets the deliveries reach.
 */
export async function createAgency(
  db: Db,
  jwtSecret: Uint8Array,
  input: AgencyInput,
  now: Date,
  policy: AddressPolicy,
) {
  await checkWebhookUrl(input.webhook_url, policy);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(agencies)
      .values({
        name: input.name,
        contactName: input.contact_name ?? null,
        contactEmail: input.contact_email ?? null,
        contactPhone: input.contact_phone ?? null,
        commissionBps: input.commission_bps ?? 0,
        rateLimitPerMinute: input.rate_limit_per_minute ?? 120,
        webhookUrl: input.webhook_url ?? null,
        active: input.active ?? true,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: agencies.id });
    if (!row) throw new Error("agency insert returned no row");
    await tx
      .update(agencies)
      .set({ webhookSecretEncrypted: sealWebhookSecret(jwtSecret, row.id, newWebhookSecret()) })
      .where(eq(agencies.id, row.id));
    return getAgency(tx, row.id);
  });
}
