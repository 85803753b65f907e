import "server-only";
import { describeCancellationTiersIn } from "@/shared/cancellation";
import type { Locale } from "@/i18n/locales";
import type { DbOrTx } from "../db/client";
import { getCancellationTiers } from "./get-cancellation-tiers";

/** The cancellation terms as sentences in a language, one per tier (for documents such as the proforma). */
export async function getCancellationTerms(db: DbOrTx, locale: Locale = "tr"): Promise<string[]> {
  return describeCancellationTiersIn(await getCancellationTiers(db), locale);
}
