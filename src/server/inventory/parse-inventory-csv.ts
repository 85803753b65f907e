import "server-only";
import { type Info, parse } from "csv-parse/sync";
import { badRequest } from "../domain-errors";
import { msg } from "@/shared/messages/message-ref";
import type { InventoryInput } from "./replace-inventory";
import { INVENTORY_MAX_ITEMS, INVENTORY_MAX_QUANTITY } from "./schemas";

const COLUMNS = ["area", "item", "quantity"] as const;
type Problem = "area" | "item" | "quantity" | "repeated";

const lineError = (line: number, problem: Problem) => badRequest(msg("inventory.csv_line", { line, problem }));

const okName = (value: string) => value.length > 0 && value.length <= 120 && !/\p{Cc}/u.test(value);

/**
 * Reads an inventory CSV (columns area, item, quantity; a header line naming them; `,` or `;` between fields, as
 * spreadsheets in Turkey save it; a BOM is skipped) into the inventory it lists: areas in the order they first
 * appear, items in line order. The first bad line stops it with 400 naming the line (1 is the header).
 */
export function parseInventoryCsv(text: string): InventoryInput {
  let records: { record: string[]; info: Info }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: [",", ";"],
      trim: true,
      skip_empty_lines: true,
      relax_column_count: false,
      info: true,
    }) as unknown as { record: string[]; info: Info }[];
  } catch (error) {
    const line = Number((error as { lines?: unknown }).lines) || 1;
    throw badRequest(msg("inventory.csv_unreadable", { line }));
  }
  const [header, ...rows] = records;
  const names = header?.record.map((h) => h.toLowerCase());
  if (!names || names.length !== COLUMNS.length || COLUMNS.some((c, i) => names[i] !== c)) {
    throw badRequest("inventory.csv_header");
  }
  if (rows.length > INVENTORY_MAX_ITEMS) throw badRequest(msg("inventory.csv_too_many", { max: INVENTORY_MAX_ITEMS }));
  const areas = new Map<string, { name: string; items: { name: string; quantity: number }[] }>();
  for (const { record, info } of rows) {
    const line = info.lines;
    const [area = "", item = "", quantityText = ""] = record;
    if (!okName(area)) throw lineError(line, "area");
    if (!okName(item)) throw lineError(line, "item");
    const quantity = /^\d{1,6}$/.test(quantityText) ? Number(quantityText) : Number.NaN;
    if (!(quantity >= 1 && quantity <= INVENTORY_MAX_QUANTITY)) throw lineError(line, "quantity");
    let entry = areas.get(area);
    if (!entry) {
      entry = { name: area, items: [] };
      areas.set(area, entry);
    }
    if (entry.items.some((i) => i.name === item)) throw lineError(line, "repeated");
    entry.items.push({ name: item, quantity });
  }
  return { areas: [...areas.values()] };
}
