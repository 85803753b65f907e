import { z } from "zod";
import { msg } from "./messages/message-ref";

export const INVENTORY_MAX_AREAS = 100;
export const INVENTORY_MAX_ITEMS = 1000;
export const INVENTORY_MAX_QUANTITY = 100_000;

const name = (field: "area" | "item") =>
  z
    .string({ error: msg("inventory.name_required", { field }) })
    .trim()
    .min(1, { error: msg("inventory.name_required", { field }) })
    .max(120, { error: msg("inventory.name_too_long", { field, max: 120 }) })
    .refine((v) => !/\p{Cc}/u.test(v), { error: msg("inventory.name_chars", { field }) });

export const inventoryQuantity = z
  .number({ error: msg("inventory.quantity", { max: INVENTORY_MAX_QUANTITY }) })
  .int({ error: msg("inventory.quantity", { max: INVENTORY_MAX_QUANTITY }) })
  .min(1, { error: msg("inventory.quantity", { max: INVENTORY_MAX_QUANTITY }) })
  .max(INVENTORY_MAX_QUANTITY, { error: msg("inventory.quantity", { max: INVENTORY_MAX_QUANTITY }) });

export const inventoryItemInput = z.object({ name: name("item"), quantity: inventoryQuantity });

export const inventoryAreaInput = z.object({
  name: name("area"),
  items: z
    .array(inventoryItemInput, { error: msg("inventory.items_array") })
    .max(INVENTORY_MAX_ITEMS, { error: msg("inventory.too_many_items", { max: INVENTORY_MAX_ITEMS }) }),
});

/**
 * A boat's whole inventory, replacing the one it has: areas in order, each with its items in order. An area whose
 * name stays keeps its id, an item whose area and name stay keeps its id; the rest is added or removed.
 */
export const putInventoryBody = z
  .object({
    areas: z
      .array(inventoryAreaInput, { error: msg("inventory.areas_array") })
      .max(INVENTORY_MAX_AREAS, { error: msg("inventory.too_many_areas", { max: INVENTORY_MAX_AREAS }) }),
  })
  .superRefine((body, ctx) => {
    const areas = new Set<string>();
    let total = 0;
    body.areas.forEach((area, a) => {
      if (areas.has(area.name)) {
        ctx.addIssue({ code: "custom", path: ["areas", a, "name"], message: msg("inventory.area_repeated") });
      }
      areas.add(area.name);
      const items = new Set<string>();
      area.items.forEach((item, i) => {
        total++;
        if (items.has(item.name)) {
          ctx.addIssue({
            code: "custom",
            path: ["areas", a, "items", i, "name"],
            message: msg("inventory.item_repeated"),
          });
        }
        items.add(item.name);
      });
    });
    if (total > INVENTORY_MAX_ITEMS) {
      ctx.addIssue({
        code: "custom",
        path: ["areas"],
        message: msg("inventory.too_many_items", { max: INVENTORY_MAX_ITEMS }),
      });
    }
  });

export type PutInventoryBody = z.input<typeof putInventoryBody>;

export const inventoryItemSchema = z.object({ id: z.number().int(), name: z.string(), quantity: z.number().int() });
export const inventoryAreaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  items: z.array(inventoryItemSchema),
});
export const inventorySchema = z.object({ boat_id: z.number().int(), areas: z.array(inventoryAreaSchema) });
export type Inventory = z.output<typeof inventorySchema>;
