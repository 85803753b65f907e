import "server-only";
import { type CancellationTier, parseCancellationTiers } from "@/shared/cancellation";
import type { DbOrTx } from "../db/client";
import { getSettings } from "../settings/get-settings";

/** The cancellation tiers saved in settings (Ayarlar › İptal Kademeleri), the defaults when never saved. */
export async function getCancellationTiers(db: DbOrTx): Promise<CancellationTier[]> {
  return parseCancellationTiers((await getSettings(db)).cancellation_tiers);
}
