/** What the quay screens read from the API (issue 30): a boat's inventory and a reservation's inspections. */
import type { Inspection } from "@/shared/inspections";
import type { Inventory } from "@/shared/inventory";
import type { ItemState } from "./inspection-draft";

export type { Inspection, Inventory };
export type InventoryItem = Inventory["areas"][number]["items"][number];

export const STATE_LABELS: Record<ItemState, string> = {
  ok: "Tamam",
  issue: "Sorunlu",
  missing: "Eksik",
  damaged: "Hasarlı",
};
