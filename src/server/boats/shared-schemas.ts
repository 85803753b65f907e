import { z } from "zod";
import { isIsoDate } from "../../lib/dates";
import { idParam, pagingFields, queryBool } from "../api/input";

/**
 * Schema parts shared by the staff boat calls (boats, prices, dates, images, comments); each concern's own
 * schemas sit in its folder.
 * Bodies and answers are snake_case. Money is integer minor units (kuruş, cents, pence).
 * Calendar days are `YYYY-MM-DD` strings; every period is half-open `[start_date, end_date)`:
 * `end_date` is the first day NOT included (a Saturday-to-Saturday week is `2027-07-10` → `2027-07-17`).
 */

const MAX_INT = 2_147_483_647;
export const CURRENCIES = ["TRY", "EUR", "USD", "GBP"] as const;
export const currencySchema = z.enum(CURRENCIES, { error: "Para birimi TRY, EUR, USD veya GBP olmalı." });

/** A positive integer id in a JSON body. */
export const idField = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_INT, { error: message });

export const boatIdField = idField("Geçerli bir tekne seçin (boat_id).");

/** A real calendar day between 2000 and 2100 (wider years are typos, and PostgreSQL would refuse some). */
const isRealDay = (value: string) => isIsoDate(value) && value >= "2000-01-01" && value <= "2100-12-31";

/** A calendar day `YYYY-MM-DD` (years 2000–2100). */
export const daySchema = (label: string) =>
  z
    .string({ error: `${label} zorunludur.` })
    .max(10, { error: `${label} YYYY-AA-GG biçiminde olmalı.` })
    .refine(isRealDay, { error: `${label} YYYY-AA-GG biçiminde geçerli bir tarih olmalı.` });

/** `true`/`false`/`1`/`0` in a query string. */
export const queryBoolean = queryBool("true veya false olmalı.");

export const queryId = idParam();

export const pageFields = (take: number) => pagingFields(take, 100);

export const countField = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} bir sayı olmalı.` })
    .int({ error: `${label} tam sayı olmalı.` })
    .min(min, { error: `${label} en az ${min} olmalı.` })
    .max(max, { error: `${label} en fazla ${max} olabilir.` });

export const rangeRule = (b: { start_date?: string; end_date?: string }) =>
  !b.start_date || !b.end_date || b.end_date > b.start_date;
export const rangeIssue = { error: "Bitiş tarihi başlangıç tarihinden sonra olmalı.", path: ["end_date"] };

const sortItem = z.object({
  id: idField("Geçersiz kayıt numarası."),
  sort_order: countField("Sıra", 0, 1_000_000),
});
const idList = z
  .array(idField("Geçersiz kayıt numarası."), { error: "Sıralama listesi gerekli." })
  .min(1, { error: "Sıralama listesi boş olamaz." })
  .max(1000);
const sortList = z
  .array(sortItem, { error: "Sıralama listesi gerekli." })
  .min(1, { error: "Sıralama listesi boş olamaz." })
  .max(1000);

/**
 * A new order: `[{ id, sort_order }]` (or `{ items: [...] }`), or the ids in their new order
 * (`[3, 1, 2]` or `{ ids: [...] }`, which gives sort_order 1, 2, 3…).
 */
export const reorderBody = z
  .union([sortList, idList, z.object({ items: sortList }), z.object({ ids: idList })], {
    error: "Sıralama [{ id, sort_order }] veya sıralı id listesi olmalı.",
  })
  .transform((value) => {
    const list = Array.isArray(value) ? value : "items" in value ? value.items : value.ids;
    return list.map((item, index) =>
      typeof item === "number" ? { id: item, sort_order: index + 1 } : { id: item.id, sort_order: item.sort_order },
    );
  });
export type ReorderInput = z.output<typeof reorderBody>;
