import { z } from "zod";
import { msg } from "@/shared/messages/message-ref";
import { isIsoDate } from "@/lib/dates";
import { idParam, pagingFields, queryBool } from "@/shared/input";
import { icalUrlSchema } from "./ical";
import { currencySchema } from "../currency";
import { moneyField } from "./money-field";
import { amenityNamesField } from "./amenity-names";

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

export const boatIdField = idField(msg("boats.boat_id_invalid"));

/** A real calendar day between 2000 and 2100 (wider years are typos, and PostgreSQL would refuse some). */
const isRealDay = (value: string) => isIsoDate(value) && value >= "2000-01-01" && value <= "2100-12-31";

/** A calendar day `YYYY-MM-DD` (years 2000–2100): the start or the end of a period, as its messages name it. */
export const daySchema = (day: "start" | "end") =>
  z
    .string({ error: msg("boats.day_required", { day }) })
    .max(10, { error: msg("boats.day_format", { day }) })
    .refine(isRealDay, { error: msg("boats.day_invalid", { day }) });

/** `true`/`false`/`1`/`0` in a query string. */
export const queryBoolean = queryBool(msg("boats.boolean_query"));

export const queryId = idParam();

export const pageFields = (take: number) => pagingFields(take, 100);

/** The whole-number fields the boats' messages name (the catalogue's choices in boats.count_*). */
type CountField = "min_days" | "sort_order" | "year" | "guests" | "cabins" | "bathrooms" | "crew";

/** A whole number in `min`..`max`; the messages name the field and the bound. */
export const countField = (field: CountField, min: number, max: number) =>
  z
    .number({ error: msg("boats.count_number", { field }) })
    .int({ error: msg("boats.count_integer", { field }) })
    .min(min, { error: msg("boats.count_min", { field }) })
    .max(max, { error: msg("boats.count_max", { field }) });

export const rangeRule = (b: { start_date?: string; end_date?: string }) =>
  !b.start_date || !b.end_date || b.end_date > b.start_date;
export const rangeIssue = { error: msg("booking.end_after_start"), path: ["end_date"] };

const sortItem = z.object({
  id: idField(msg("boats.record_id_invalid")),
  sort_order: countField("sort_order", 0, 1_000_000),
});
const idList = z
  .array(idField(msg("boats.record_id_invalid")), { error: msg("boats.reorder_list_required") })
  .min(1, { error: msg("boats.reorder_list_empty") })
  .max(1000);
const sortList = z
  .array(sortItem, { error: msg("boats.reorder_list_required") })
  .min(1, { error: msg("boats.reorder_list_empty") })
  .max(1000);

/**
 * A new order: `[{ id, sort_order }]` (or `{ items: [...] }`), or the ids in their new order
 * (`[3, 1, 2]` or `{ ids: [...] }`, which gives sort_order 1, 2, 3…).
 */
export const reorderBody = z
  .union([sortList, idList, z.object({ items: sortList }), z.object({ ids: idList })], {
    error: msg("boats.reorder_shape"),
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
  error: msg("boats.boat_order", { orders: BOAT_ORDERS.join(", ") }),
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

const metres = (field: "length_m" | "width_m") =>
  z
    .number({ error: msg("boats.metres_number", { field }) })
    .min(0, { error: msg("boats.metres_negative", { field }) })
    .max(9999.99, { error: msg("boats.metres_too_big", { field }) })
    .transform((v) => Math.round(v * 100) / 100)
    .nullable();

const clock = (field: "check_in_time" | "check_out_time") =>
  z
    .string({ error: msg("boats.clock_required", { field }) })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: msg("boats.clock_format", { field }) });

/** The rich boat description as the browser checks it (the server's boats/schemas.ts also sanitises it). */
export const descriptionField = z
  .string({ error: msg("boats.description_text") })
  .max(50_000, { error: msg("boats.description_too_long") });

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
    .string({ error: msg("boats.name_required") })
    .trim()
    .min(2, { error: msg("boats.name_too_short") })
    .max(120, { error: msg("boats.name_too_long") }),
  type_id: idField(msg("boats.type_choose")),
  marina_id: idField(msg("boats.marina_choose")),
  /** ADMIN only; an OWNER's boats are always their own. */
  owner_id: idField(msg("boats.owner_choose")),
  for_rent: z.boolean({ error: msg("boats.boolean_field", { field: "for_rent" }) }),
  for_sale: z.boolean({ error: msg("boats.boolean_field", { field: "for_sale" }) }),
  /** Minor units. */
  sale_price: moneyField("sale_price", 1e13).nullable(),
  sale_currency: currencySchema.nullable(),
  /** The damage deposit of a charter, minor units of the boat's price currency; null: none. */
  security_deposit: moneyField("security_deposit", 1e12).nullable(),
  length_m: metres("length_m"),
  width_m: metres("width_m"),
  year: countField("year", 1900, 2100).nullable(),
  guests: countField("guests", 1, 500),
  cabins: countField("cabins", 0, 100),
  bathrooms: countField("bathrooms", 0, 100),
  crew: countField("crew", 0, 100),
  /** Rich HTML, sanitised on save by the server's schemas (p, br, strong, em, ul, ol, li, h2, h3, a[href]). */
  description: descriptionField,
  /** The English description for /en (rich HTML, sanitised like the Turkish one); "" or null clears it. */
  description_en: descriptionField.nullable(),
  /** At most 50, each at most 60 characters; trimmed, empty ones dropped, duplicates removed. */
  amenities: z
    .array(
      z
        .string({ error: msg("boats.amenity_text") })
        .trim()
        .max(60, { error: msg("boats.amenity_too_long") }),
      { error: msg("boats.amenities_list") },
    )
    .max(50, { error: msg("boats.amenities_too_many") })
    .transform(normalizeAmenities),
  /**
   * The amenities' English names for /en, keyed by their Turkish names ({"Jeneratör": "Generator"}); "" drops one.
   * Sent with `amenities`, only the listed ones are kept; left out, the stored names stay.
   */
  amenities_en: amenityNamesField,
  check_in_time: clock("check_in_time"),
  check_out_time: clock("check_out_time"),
  ical_url: icalUrlSchema,
  /** ADMIN only. */
  popular: z.boolean({ error: msg("boats.boolean_field", { field: "popular" }) }),
  /** ADMIN only: position in the public order (ascending). */
  sort_order: countField("sort_order", 0, 1_000_000),
  /** Shown on the public site. ADMIN publishes; an OWNER may only take their boat off the site. */
  active: z.boolean({ error: msg("boats.boolean_field", { field: "active" }) }),
};

const saleCurrencyRule = (b: { sale_price?: number | null; sale_currency?: string | null }) =>
  b.sale_price == null || b.sale_currency != null;
const saleCurrencyIssue = { error: msg("boats.sale_currency_required"), path: ["sale_currency"] };

const boatObject = z.object(boatFields);

/** A new boat: name, type and marina required; every other field optional with the database default. */
export const createBoatBody = boatObject
  .partial()
  .extend({ name: boatFields.name, type_id: boatFields.type_id, marina_id: boatFields.marina_id })
  .refine(saleCurrencyRule, saleCurrencyIssue);
export type CreateBoatInput = z.output<typeof createBoatBody>;

/** Every field optional: only what is sent changes. The slug stays on rename unless `regenerate_slug` is true. */
export const updateBoatBody = boatObject.partial().extend({
  regenerate_slug: z.boolean({ error: msg("boats.boolean_field", { field: "regenerate_slug" }) }).optional(),
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
  boat_of_month: z.boolean({ error: msg("boats.boolean_field", { field: "boat_of_month" }) }).optional(),
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
  security_deposit: z.number().int().nullable(),
  ...boatSpecFields,
  /** The English description for /en, or null (the English site shows the Turkish one). */
  description_en: z.string().nullable(),
  /** The amenities' English names, keyed by their Turkish names (a missing one shows the Turkish name on /en). */
  amenities_en: z.record(z.string(), z.string()),
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
