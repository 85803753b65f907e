import "server-only";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { z } from "zod";
import type { AuthUser } from "../auth/current-user";
import { findScopedBoat } from "../boats/find-scoped-boat";
import type { Db, Tx } from "../db/client";
import { inventoryAreas, inventoryItems } from "../db/schema";
import { readInventory } from "./read-inventory";
import type { putInventoryBody } from "./schemas";

export type InventoryInput = z.output<typeof putInventoryBody>;

/**
 * Replaces the inventory of a boat `user` may see, in one transaction under the boat's row lock: areas are matched
 * by name and items by area and name, so what stays keeps its id (inspections point at items by id); the rest is
 * added, and what is no longer listed is removed (past inspections keep their own copy of its words).
 */
export async function replaceInventory(db: Db, user: AuthUser, boatId: number, input: InventoryInput) {
  return db.transaction(async (tx) => {
    await findScopedBoat(tx, user, boatId, { lock: true });
    await writeInventory(tx, boatId, input);
    return readInventory(tx, boatId);
  });
}

async function writeInventory(tx: Tx, boatId: number, input: InventoryInput) {
  const existingAreas = await tx
    .select({ id: inventoryAreas.id, name: inventoryAreas.name })
    .from(inventoryAreas)
    .where(eq(inventoryAreas.boatId, boatId));
  const areaIds = new Map(existingAreas.map((a) => [a.name, a.id]));
  const keptAreas: number[] = [];
  for (const [order, area] of input.areas.entries()) {
    let id = areaIds.get(area.name);
    if (id === undefined) {
      const [row] = await tx
        .insert(inventoryAreas)
        .values({ boatId, name: area.name, sortOrder: order })
        .returning({ id: inventoryAreas.id });
      id = row!.id;
    } else {
      await tx.update(inventoryAreas).set({ sortOrder: order }).where(eq(inventoryAreas.id, id));
    }
    keptAreas.push(id);
    await writeItems(tx, boatId, id, area.items);
  }
  // Areas no longer listed go with their items (cascade).
  await tx
    .delete(inventoryAreas)
    .where(
      keptAreas.length > 0
        ? and(eq(inventoryAreas.boatId, boatId), notInArray(inventoryAreas.id, keptAreas))
        : eq(inventoryAreas.boatId, boatId),
    );
}

async function writeItems(tx: Tx, boatId: number, areaId: number, items: InventoryInput["areas"][number]["items"]) {
  const existing = await tx
    .select({ id: inventoryItems.id, name: inventoryItems.name })
    .from(inventoryItems)
    .where(eq(inventoryItems.areaId, areaId));
  const ids = new Map(existing.map((i) => [i.name, i.id]));
  const kept = new Set<number>();
  for (const [order, item] of items.entries()) {
    const id = ids.get(item.name);
    if (id === undefined) {
      await tx
        .insert(inventoryItems)
        .values({ areaId, boatId, name: item.name, quantity: item.quantity, sortOrder: order });
    } else {
      kept.add(id);
      await tx
        .update(inventoryItems)
        .set({ quantity: item.quantity, sortOrder: order })
        .where(eq(inventoryItems.id, id));
    }
  }
  const gone = existing.filter((i) => !kept.has(i.id)).map((i) => i.id);
  if (gone.length > 0) await tx.delete(inventoryItems).where(inArray(inventoryItems.id, gone));
}
