import "server-only";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { inventoryAreas, inventoryItems } from "../db/schema";
import type { Inventory } from "./schemas";

/** A boat's inventory, areas and items in their order (the caller has checked the user may see the boat). */
export async function readInventory(db: DbOrTx, boatId: number): Promise<Inventory> {
  const areas = await db
    .select({ id: inventoryAreas.id, name: inventoryAreas.name })
    .from(inventoryAreas)
    .where(eq(inventoryAreas.boatId, boatId))
    .orderBy(asc(inventoryAreas.sortOrder), asc(inventoryAreas.id));
  const items = await db
    .select({
      id: inventoryItems.id,
      areaId: inventoryItems.areaId,
      name: inventoryItems.name,
      quantity: inventoryItems.quantity,
    })
    .from(inventoryItems)
    .where(eq(inventoryItems.boatId, boatId))
    .orderBy(asc(inventoryItems.sortOrder), asc(inventoryItems.id));
  return {
    boat_id: boatId,
    areas: areas.map((area) => ({
      id: area.id,
      name: area.name,
      items: items.filter((i) => i.areaId === area.id).map(({ id, name, quantity }) => ({ id, name, quantity })),
    })),
  };
}
