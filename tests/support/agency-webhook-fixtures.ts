import { eq } from "drizzle-orm";
import { newWebhookSecret, sealWebhookSecret } from "@/server/agencies/webhook-secret";
import type { DbOrTx } from "@/server/db/client";
import { agencies, type reservations } from "@/server/db/schema";
import { createReservation } from "@/server/seed/factories";

let n = 0;

/** An agency with a webhook URL and a (sealed) signing secret; returns the secret in clear for checking signatures. */
export async function createHookedAgency(
  db: DbOrTx,
  jwtSecret: Uint8Array,
  input: { webhookUrl?: string | null; commissionBps?: number } = {},
) {
  n++;
  const [agency] = await db
    .insert(agencies)
    .values({
      name: `Acente ${n}`,
      contactEmail: `acente${n}@liman.test`,
      commissionBps: input.commissionBps ?? 1000,
      webhookUrl: input.webhookUrl === undefined ? "https://hooks.example.com/liman" : input.webhookUrl,
    })
    .returning();
  const secret = newWebhookSecret();
  await db
    .update(agencies)
    .set({ webhookSecretEncrypted: sealWebhookSecret(jwtSecret, agency!.id, secret) })
    .where(eq(agencies.id, agency!.id));
  return { ...agency!, secret };
}

/** A reservation the agency booked (an option unless said otherwise), its commission frozen at `bps`. */
export async function createAgencyReservation(
  db: DbOrTx,
  agency: { id: number; commissionBps: number },
  input: Partial<typeof reservations.$inferInsert> = {},
) {
  const total = input.total ?? 1_000_000;
  return createReservation(db, {
    source: "agency",
    agencyId: agency.id,
    partnerReference: `REF-${++n}`,
    agencyCommissionBps: agency.commissionBps,
    agencyCommission: Math.round((total * agency.commissionBps) / 10_000),
    ...input,
    total,
  });
}
