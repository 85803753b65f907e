/** What the quay screens read from the API (issue 30): a boat's inventory and a reservation's inspections. */
import type { Inventory } from "@/shared/inventory";
import type { InspectionKind, ItemState } from "./inspection-draft";

export type { Inventory };
export type InventoryItem = Inventory["areas"][number]["items"][number];

export type InspectionSummary = {
  id: number;
  kind: InspectionKind;
  created_at: string;
  engine_hours: number;
  fuel_percent: number;
  items: { item_id: number; state: ItemState; note?: string | null }[];
};

export const STATE_LABELS: Record<ItemState, string> = {
  ok: "Tamam",
  issue: "Sorunlu",
  missing: "Eksik",
  damaged: "Hasarlı",
};
