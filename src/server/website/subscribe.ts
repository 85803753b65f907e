import type { DbOrTx } from "../db/client";
import { subscribers } from "../db/schema";
import type { SubscribeInput } from "./schemas";

/**
 * Adds an e-mail to the mailing list with the time of its consent and where it was given. Idempotent: a
 * known address keeps its one row and its first consent record.
 */
export async function subscribe(db: DbOrTx, input: SubscribeInput): Promise<{ subscribed: true }> {
  await db
    .insert(subscribers)
    .values({ email: input.email, consentAt: new Date(), source: input.source ?? "website" })
    .onConflictDoNothing({ target: subscribers.email });
  return { subscribed: true };
}
