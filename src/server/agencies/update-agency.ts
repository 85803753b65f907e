import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { agencies } from "../db/schema";
import { notFound } from "../domain-errors";
import type { AddressPolicy } from "../outbound/address-policy";
import { checkWebhookUrl } from "./check-webhook-url";
import { getAgency } from "./list-agencies";
import type { AgencyInput } from "./schemas";

/**
 * Edits an agency; a field left out keeps its value. Deactivating it refuses its keys from the next request. A new
 * webhook URL must be one `policy` lets the deliveries reach.
 */
export async function updateAgency(db: Db, id: number, input: AgencyInput, now: Date, policy: AddressPolicy) {
  await checkWebhookUrl(input.webhook_url, policy);
  const patch: Partial<typeof agencies.$inferInsert> = { name: input.name, updatedAt: now };
  if (input.contact_name !== undefined) patch.contactName = input.contact_name;
  if (input.contact_email !== undefined) patch.contactEmail = input.contact_email;
  if (input.contact_phone !== undefined) patch.contactPhone = input.contact_phone;
  if (input.commission_bps !== undefined) patch.commissionBps = input.commission_bps;
  if (input.rate_limit_per_minute !== undefined) patch.rateLimitPerMinute = input.rate_limit_per_minute;
  if (input.webhook_url !== undefined) patch.webhookUrl = input.webhook_url;
  if (input.active !== undefined) patch.active = input.active;
  const [row] = await db.update(agencies).set(patch).where(eq(agencies.id, id)).returning({ id: agencies.id });
  if (!row) throw notFound("agencies.not_found");
  return getAgency(db, id);
}
