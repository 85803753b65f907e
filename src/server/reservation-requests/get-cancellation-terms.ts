import "server-only";
import { describeCancellationTiers } from "@/shared/cancellation";
import type { DbOrTx } from "../db/client";
import { getCancellationTiers } from "./get-cancellation-tiers";

/** The cancellation terms as Turkish sentences, one per tier (for documents such as the proforma). */
export async function getCancellationTerms(db: DbOrTx): Promise<string[]> {
  return describeCancellationTiers(await getCancellationTiers(db));
}
