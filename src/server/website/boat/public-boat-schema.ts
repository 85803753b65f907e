import "server-only";
import { z } from "zod";
import { LOCALES } from "@/i18n/locales";
import { boatSpecFields } from "@/shared/boats/records";
import { currencySchema } from "../../pricing/currency-schema";

const moneySchema = z.object({ amount: z.number().int(), currency: currencySchema });

/** GET /v1/boats/{slug}: what a visitor may know about an active boat. Never owner or customer data. */
export const publicBoatSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type: z.object({ id: z.number().int(), name: z.string() }),
  marina: z.object({ id: z.number().int(), name: z.string() }),
  district: z.object({ town: z.string(), name: z.string() }),
  for_rent: z.boolean(),
  for_sale: z.boolean(),
  sale_price: moneySchema.nullable(),
  /** The damage deposit held for a charter, in the currency of the boat's prices; null: none (or no prices). */
  security_deposit: moneySchema.nullable(),
  /** Fields shown in Turkish on the English site because no English text was written ("description"). */
  turkish_fields: z.array(z.string()),
  /** Amenities shown by their Turkish names on the English site because no English name was written. */
  turkish_amenities: z.array(z.string()),
  /** `description` is sanitised HTML (p, br, strong, em, lists, h2, h3, links). */
  ...boatSpecFields,
  images: z.array(
    z.object({
      /** Largest variant with `?variants=` for the image loader. */
      src: z.string(),
      thumbnail: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
    }),
  ),
  /** Current and coming price periods [start_date, end_date), by start. */
  prices: z.array(
    z.object({
      start_date: z.string(),
      end_date: z.string(),
      day_price: z.number().int(),
      currency: currencySchema,
      min_days: z.number().int(),
      start_weekday: z.number().int().nullable(),
    }),
  ),
  price_from: moneySchema.nullable(),
  /** The best discount the boat advertises ("%N indirim"), or null (src/server/pricing/discount-percent-sql.ts). */
  discount_percent: z.number().int().nullable(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  /** The 20 latest approved comments; reviewers shown as "Ayşe K."; no row ids (they would count every comment). */
  comments: z.array(
    z.object({
      name: z.string(),
      rating: z.number().int(),
      body: z.string(),
      /** The language the body is written in (the site marks it with `lang`): its stay's for a review, else Turkish. */
      language: z.enum(LOCALES),
      /** Written by a guest of a stay through the review link mailed after it (a verified stay). */
      verified_stay: z.boolean(),
      created_at: z.string(),
    }),
  ),
});
export type PublicBoat = z.infer<typeof publicBoatSchema>;
