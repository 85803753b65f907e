import { z } from "zod";
import { msg } from "@/shared/messages/message-ref";
import { DEFAULT_ORDER, RENT_ORDERS, type RentFilterKey, SALE_ORDERS, type SaleFilterKey } from "@/lib/listing-filters";
import { idParam, pagingFields, queryDecimal, queryInt } from "@/shared/input";
import { daySchema } from "@/shared/day-schema";
import { currencySchema } from "@/shared/currency";

export const searchInputQuery = z.object({
  searchString: z
    .string()
    .max(200, { error: msg("search.text_too_long") })
    .default(""),
});

export const searchResultSchema = z.object({ slug: z.string(), name: z.string(), thumbnail: z.string().nullable() });
export type SearchResult = z.infer<typeof searchResultSchema>;

/** The filters a message names (the catalogue's choices in search.filter_*). */
type FilterField = "regions" | "types" | "guests" | "cabins" | "length_min" | "length_max" | "price_min" | "price_max";

/** A list of ids as `1,2,3` or repeated keys (`types=1&types=2`). */
const idList = (field: FilterField) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((v) => v.split(","))
        .map((v) => v.trim())
        .filter((v) => v !== ""),
    )
    .pipe(
      z
        .array(idParam(msg("search.filter_id_list", { field })))
        .max(100, { error: msg("search.filter_id_list_too_long", { field }) }),
    )
    .optional();

const count = (field: FilterField) =>
  queryInt({
    min: 0,
    max: 10_000,
    message: msg("search.filter_integer", { field }),
    tooSmall: msg("search.filter_negative", { field }),
    tooBig: msg("search.filter_too_big", { field }),
  }).optional();

/** Whole TL (price filters) or metres (length filters). */
const amount = (field: FilterField) =>
  queryDecimal({
    min: 0,
    max: 1_000_000_000,
    message: msg("search.filter_number", { field }),
    tooSmall: msg("search.filter_negative", { field }),
    tooBig: msg("search.filter_too_big", { field }),
  }).optional();

export type { RentOrder, SaleOrder } from "@/lib/listing-filters";

const common = {
  ...pagingFields(12, 48),
  regions: idList("regions"),
  types: idList("types"),
  guests: count("guests"),
  cabins: count("cabins"),
  length_min: amount("length_min"),
  length_max: amount("length_max"),
  /** Whole TL: per day for rent, the sale price for sale. */
  price_min: amount("price_min"),
  price_max: amount("price_max"),
};

// The listing URLs and these calls read the same keys (lib/listing-filters): `satisfies` keeps them one list.
const rentFilters = {
  ...common,
  order: z.enum(RENT_ORDERS, { error: msg("search.order", { orders: RENT_ORDERS.join(", ") }) }).default(DEFAULT_ORDER),
  start_date: daySchema.optional(),
  end_date: daySchema.optional(),
} satisfies Record<RentFilterKey, z.ZodType>;

export const searchBoatsQuery = z
  .object(rentFilters)
  .refine((q) => (q.start_date === undefined) === (q.end_date === undefined), {
    error: msg("search.dates_together"),
    path: ["end_date"],
  })
  .refine((q) => !q.start_date || !q.end_date || q.end_date > q.start_date, {
    error: msg("booking.end_after_start"),
    path: ["end_date"],
  });
export type SearchBoatsQuery = z.output<typeof searchBoatsQuery>;

const saleFilters = {
  ...common,
  order: z.enum(SALE_ORDERS, { error: msg("search.order", { orders: SALE_ORDERS.join(", ") }) }).default(DEFAULT_ORDER),
} satisfies Record<SaleFilterKey, z.ZodType>;

export const searchSaleBoatsQuery = z.object(saleFilters);
export type SearchSaleBoatsQuery = z.output<typeof searchSaleBoatsQuery>;

const moneySchema = z.object({ amount: z.number().int(), currency: currencySchema });
export const cardImageSchema = z.object({
  /** The largest variant, with the stored widths in `?variants=` for the image loader. */
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** A boat as the listing cards show it; no owner data. */
export const boatCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  thumbnail: z.string().nullable(),
  image: cardImageSchema.nullable(),
  type: z.object({ id: z.number().int(), name: z.string() }),
  marina: z.object({ id: z.number().int(), name: z.string() }),
  district: z.object({ town: z.string(), name: z.string() }),
  guests: z.number().int(),
  cabins: z.number().int(),
  length_m: z.number().nullable(),
  year: z.number().int().nullable(),
  popular: z.boolean(),
  boat_of_month: z.boolean(),
  /** Lowest day price of the current and coming periods (or of the periods over the searched dates). */
  price_from: moneySchema.nullable(),
  /** The best discount the boat advertises ("%N indirim"), or null (src/server/pricing/discount-percent-sql.ts). */
  discount_percent: z.number().int().nullable(),
  sale_price: moneySchema.nullable(),
});
export type BoatCard = z.infer<typeof boatCardSchema>;

export const boatOptionsSchema = z.object({
  types: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  marinas: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      town: z.string(),
      district: z.string(),
      count: z.number().int(),
    }),
  ),
  /** Whole TL per day over the rentable boats' current and coming periods. */
  price: z.object({ min: z.number().int(), max: z.number().int() }),
  /** Whole TL over the boats for sale. */
  sale_price: z.object({ min: z.number().int(), max: z.number().int() }),
  length: z.object({ min: z.number(), max: z.number() }),
  guests_max: z.number().int(),
  cabins_max: z.number().int(),
});
export type BoatOptions = z.infer<typeof boatOptionsSchema>;
