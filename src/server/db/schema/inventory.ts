import "server-only";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { boats } from "./boats";
import { createdAt } from "./columns";

/**
 * An area of a boat's inventory (Güverte, Salon, Kabin 1…), in the boat's order. Its id stays while its name
 * stays: replacing the inventory (JSON or CSV) matches areas by name.
 */
export const inventoryAreas = pgTable(
  "inventory_areas",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    boatId: integer("boat_id")
      .notNull()
      .references(() => boats.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique("inventory_areas_boat_name_key").on(t.boatId, t.name),
    check("inventory_areas_name_check", sql`length(btrim(${t.name})) > 0`),
  ],
);

/**
 * One counted thing of an area (Can yeleği × 8). Its id stays while its area and name stay, so inspections of
 * the boat keep pointing at it across inventory edits; an inspection also keeps the item's words of its day.
 */
export const inventoryItems = pgTable(
  "inventory_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    areaId: integer("area_id")
      .notNull()
      .references(() => inventoryAreas.id, { onDelete: "cascade" }),
    /** The area's boat, copied so that "an item of this boat" is one index read. */
    boatId: integer("boat_id")
      .notNull()
      .references(() => boats.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique("inventory_items_area_name_key").on(t.areaId, t.name),
    index("inventory_items_boat_idx").on(t.boatId),
    check("inventory_items_name_check", sql`length(btrim(${t.name})) > 0`),
    check("inventory_items_quantity_check", sql`${t.quantity} BETWEEN 1 AND 100000`),
  ],
);
