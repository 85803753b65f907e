import { z } from "zod";
import { isIsoDate } from "@/lib/dates";
import { idParam, pagingFields, queryBool } from "@/shared/input";
import { icalUrlSchema } from "./ical";
import { currencySchema } from "../currency";

/**
 * Request and answer schemas of the boat record, and the field helpers the other boat concerns (prices, closings,
 * comments, images) reuse in their own schemas.ts.
 * Bodies and answers are snake_case. Money is integer minor units (kuruş, cents, pence).
 * Calendar days are `YYYY-MM-DD` strings; every period is half-open `[start_date, end_date)`:
 * `end_date` is the first day NOT included (a Saturday-to-Saturday week is `2027-07-10` → `2027-07-17`).
 */

const MAX_INT = 2_147_483_647;

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

/**
 * Orders of the staff boat list:
 * - `boat_desc` (default): newest first (id descending)
 * - `boat_asc`: oldest first
 * - `name_asc` / `name_desc`: by name (Turkish letters folded)
 * - `sort_order`: the staff order of the public site (sort_order ascending, then newest)
 * - `popular`: popular boats first, then the staff order
 */
export const BOAT_ORDERS = ["boat_desc", "boat_asc", "name_asc", "name_desc", "sort_order", "popular"] as const;
export type BoatOrder = (typeof BOAT_ORDERS)[number];
export const boatOrderSchema = z.enum(BOAT_ORDERS, {
  error: `Sıralama şunlardan biri olmalı: ${BOAT_ORDERS.join(", ")}.`,
});

export const listBoatsQuery = z.object({
  ...pageFields(20),
  order: boatOrderSchema.default("boat_desc"),
  id: queryId.optional(),
  popular: queryBoolean.optional(),
  /** Part of the name; Turkish letters and case do not matter. */
  search: z.string().trim().max(100).optional(),
  /** true: only archived boats (the "Arşiv" filter); absent or false: the boats that are not archived. */
  archived: queryBoolean.optional(),
  /** Only this owner's boats (for an OWNER, their own anyway). */
  owner_id: queryId.optional(),
});

const metres = (label: string) =>
  z
    .number({ error: `${label} bir sayı olmalı.` })
    .min(0, { error: `${label} negatif olamaz.` })
    .max(9999.99, { error: `${label} en fazla 9999,99 metre olabilir.` })
    .transform((v) => Math.round(v * 100) / 100)
    .nullable();

const clock = (label: string) =>
  z
    .string({ error: `${label} zorunludur.` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `${label} SS:DD biçiminde olmalı (ör. 14:00).` });

/** The rich boat description as the browser checks it (the server's boats/schemas.ts also sanitises it). */
export const descriptionField = z
  .string({ error: "Açıklama bir metin olmalı." })
  .max(50_000, { error: "Açıklama en fazla 50.000 karakter olabilir." });

/** Amenity labels as stored: trimmed, empty ones dropped, duplicates (ignoring case) removed, order kept. */
export function normalizeAmenities(list: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const label = raw.replace(/\s+/g, " ").trim();
    const key = label.toLocaleLowerCase("tr-TR");
    if (label === "" || seen.has(key)) continue;
    seen.add(key);
    out.push(label);
  }
  return out;
}

const boatFields = {
  name: z
    .string({ error: "Tekne adı zorunludur." })
    .trim()
    .min(2, { error: "Tekne adı en az 2 karakter olmalı." })
    .max(120, { error: "Tekne adı en fazla 120 karakter olabilir." }),
  type_id: idField("Geçerli bir tekne tipi seçin."),
  marina_id: idField("Geçerli bir marina seçin."),
  /** ADMIN only; an OWNER's boats are always their own. */
  owner_id: idField("Geçerli bir tekne sahibi seçin."),
  for_rent: z.boolean({ error: "Kiralık alanı true veya false olmalı." }),
  for_sale: z.boolean({ error: "Satılık alanı true veya false olmalı." }),
  /** Minor units. */
  sale_price: z
    .number({ error: "Satış fiyatı bir sayı olmalı." })
    .int({ error: "Satış fiyatı kuruş/sent cinsinden tam sayı olmalı." })
    .min(0, { error: "Satış fiyatı negatif olamaz." })
    .max(1e13, { error: "Satış fiyatı çok büyük." })
    .nullable(),
  sale_currency: currencySchema.nullable(),
  length_m: metres("Uzunluk"),
  width_m: metres("Genişlik"),
  year: countField("Yapım yılı", 1900, 2100).nullable(),
  guests: countField("Misafir sayısı", 1, 500),
  cabins: countField("Kabin sayısı", 0, 100),
  bathrooms: countField("Banyo sayısı", 0, 100),
  crew: countField("Mürettebat sayısı", 0, 100),
  /** Rich HTML, sanitised on save by the server's schemas (p, br, strong, em, ul, ol, li, h2, h3, a[href]). */
  description: descriptionField,
  /** The English description for /en (rich HTML, sanitised like the Turkish one); "" or null clears it. */
  description_en: descriptionField.nullable(),
  /** At most 50, each at most 60 characters; trimmed, empty ones dropped, duplicates removed. */
  amenities: z
    .array(
      z
        .string({ error: "Olanaklar metin olmalı." })
        .trim()
        .max(60, { error: "Bir olanak en fazla 60 karakter olabilir." }),
      { error: "Olanaklar bir liste olmalı." },
    )
    .max(50, { error: "En fazla 50 olanak ekleyebilirsiniz." })
    .transform(normalizeAmenities),
  check_in_time: clock("Giriş saati"),
  check_out_time: clock("Çıkış saati"),
  ical_url: icalUrlSchema,
  /** ADMIN only. */
  popular: z.boolean({ error: "Popüler alanı true veya false olmalı." }),
  /** ADMIN only: position in the public order (ascending). */
  sort_order: countField("Sıra", 0, 1_000_000),
  /** Shown on the public site. ADMIN publishes; an OWNER may only take their boat off the site. */
  active: z.boolean({ error: "Aktiflik alanı true veya false olmalı." }),
};

const saleCurrencyRule = (b: { sale_price?: number | null; sale_currency?: string | null }) =>
  b.sale_price == null || b.sale_currency != null;
const saleCurrencyIssue = { error: "Satış fiyatı için para birimi seçin.", path: ["sale_currency"] };

const boatObject = z.object(boatFields);

/** A new boat: name, type and marina required; every other field optional with the database default. */
export const createBoatBody = boatObject
  .partial()
  .extend({ name: boatFields.name, type_id: boatFields.type_id, marina_id: boatFields.marina_id })
  .refine(saleCurrencyRule, saleCurrencyIssue);
export type CreateBoatInput = z.output<typeof createBoatBody>;

/** Every field optional: only what is sent changes. The slug stays on rename unless `regenerate_slug` is true. */
export const updateBoatBody = boatObject.partial().extend({
  regenerate_slug: z.boolean({ error: "regenerate_slug true veya false olmalı." }).optional(),
});
export type UpdateBoatInput = z.output<typeof updateBoatBody>;

export const boatIdBody = z.object({ boat_id: boatIdField });
export const forRentBody = z.object({ boat_id: boatIdField, for_rent: boatFields.for_rent });
export const forSaleBody = z.object({ boat_id: boatIdField, for_sale: boatFields.for_sale });
export const boatActivityBody = z.object({ boat_id: boatIdField, active: boatFields.active });
export const setPopularBody = z.object({ boat_id: boatIdField, popular: boatFields.popular });
/** Makes `boat_id` the one boat of the month (the previous one is cleared); `boat_of_month: false` clears it. */
export const setBoatOfMonthBody = z.object({
  boat_id: boatIdField,
  boat_of_month: z.boolean({ error: "boat_of_month true veya false olmalı." }).optional(),
});

/** A boat's specifications as every boat answer (staff and public) carries them. */
export const boatSpecFields = {
  length_m: z.number().nullable(),
  width_m: z.number().nullable(),
  year: z.number().int().nullable(),
  guests: z.number().int(),
  cabins: z.number().int(),
  bathrooms: z.number().int(),
  crew: z.number().int(),
  description: z.string(),
  amenities: z.array(z.string()),
  check_in_time: z.string(),
  check_out_time: z.string(),
};

export const boatSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  owner_id: z.number().int(),
  owner_name: z.string(),
  type_id: z.number().int(),
  type_name: z.string(),
  marina_id: z.number().int(),
  marina_name: z.string(),
  for_rent: z.boolean(),
  for_sale: z.boolean(),
  sale_price: z.number().int().nullable(),
  sale_currency: currencySchema.nullable(),
  ...boatSpecFields,
  /** The English description for /en, or null (the English site shows the Turkish one). */
  description_en: z.string().nullable(),
  popular: z.boolean(),
  boat_of_month: z.boolean(),
  sort_order: z.number().int(),
  active: z.boolean(),
  /** When the boat was archived (off the site and the default lists, history kept), or null. */
  archived_at: z.string().nullable(),
  ical_url: z.string().nullable(),
  ical_synced_at: z.string().nullable(),
  ical_error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BoatDto = z.infer<typeof boatSchema>;

export const boatListItemSchema = boatSchema
  .pick({
    id: true,
    name: true,
    slug: true,
    owner_id: true,
    owner_name: true,
    type_name: true,
    marina_name: true,
    for_rent: true,
    for_sale: true,
    guests: true,
    cabins: true,
    popular: true,
    boat_of_month: true,
    sort_order: true,
    active: true,
    archived_at: true,
    created_at: true,
  })
  .extend({ thumbnail_url: z.string().nullable() });
