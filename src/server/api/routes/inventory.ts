import "server-only";
import { getInventory } from "../../inventory/get-inventory";
import { importInventoryCsv } from "../../inventory/import-inventory-csv";
import { replaceInventory } from "../../inventory/replace-inventory";
import { inventorySchema, putInventoryBody } from "../../inventory/schemas";
import { mediaTypeOf } from "../content-type";
import { badRequest } from "../errors";
import { isMultipart, readMultipart } from "../read-multipart";
import { idParams, route } from "../route";

const tag = "inventory";

/** Largest inventory CSV (about 20,000 lines of typical length). */
const CSV_MAX_BYTES = 1024 * 1024;

/** A boat's inventory: areas with counted items, the list an inspection walks (check-in / check-out). */
export function inventoryRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/boats/:id/inventory",
        summary: "A boat's inventory: areas in order, each with its items (id, name, quantity). OWNER: own boats only",
        tag,
        access: "staff",
        params: idParams,
        response: inventorySchema,
      },
      ({ deps, user, params }) => getInventory(deps.db, user, params.id),
    ),
    route(
      {
        method: "put",
        path: "/admin/boats/:id/inventory",
        summary:
          "Replace a boat's inventory: { areas: [{ name, items: [{ name, quantity }] }] }. An area whose name stays keeps its id, an item whose area and name stay keeps its id; answers the inventory with every id. OWNER: own boats only",
        tag,
        access: "staff",
        params: idParams,
        body: putInventoryBody,
        response: inventorySchema,
      },
      ({ deps, user, params, body }) => replaceInventory(deps.db, user, params.id, body),
    ),
    route(
      {
        method: "post",
        path: "/admin/boats/:id/inventory.csv",
        summary:
          'Replace a boat\'s inventory from a CSV (header area,item,quantity; `,` or `;`), sent as a text/csv body or as a multipart file under "file". Items whose area and name stay keep their ids; a bad line → 400 naming it, nothing changed',
        tag,
        access: "staff",
        params: idParams,
        multipart: true,
        alsoAccepts: ["text/csv"],
        response: inventorySchema,
      },
      async ({ c, deps, user, params }) => {
        let csv: string;
        if (isMultipart(c)) {
          const form = await readMultipart(c, {
            maxFileBytes: CSV_MAX_BYTES,
            maxFiles: 1,
            maxFieldBytes: deps.config.maxJsonBodyBytes,
            fileFields: ["file"],
          });
          const file = form.files[0];
          if (!file) throw badRequest("inventory.csv_required");
          csv = file.data.toString("utf8");
        } else if (mediaTypeOf(c.req.header("content-type")) === "text/csv") {
          csv = await c.req.text();
        } else {
          throw badRequest("inventory.csv_required");
        }
        return importInventoryCsv(deps.db, user, params.id, csv);
      },
    ),
  ];
}
