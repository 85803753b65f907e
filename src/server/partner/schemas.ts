import "server-only";
import { z } from "zod";
import { currencySchema } from "@/shared/currency";
import { daySchema } from "@/shared/day-schema";
import { appliedDiscountSchema, chosenExtrasSchema, quoteLineSchema } from "@/shared/extras-discounts";
import { idParam, queryInt } from "@/shared/input";
import { msg } from "@/shared/messages/message-ref";
import { guestsSchema } from "@/shared/pricing";
import { RESERVATION_STATUSES } from "@/shared/reservation-status";

// The partner API's own shapes (issue 31). Every input object is strict: a field it does not know is refused with
// 400 naming it, never silently dropped (a misspelt `partner_referance` must not vanish).

const boatId = z
  .number({ error: msg("content.record_id_required") })
  .int({ error: msg("content.record_id_integer") })
  .positive({ error: msg("content.record_id_positive") })
  .max(2_147_483_647, { error: msg("content.record_id_invalid") });

export const PARTNER_BOATS_MAX = 500;

export const boatsQuery = z.strictObject({
  /** The last boat id of the previous page. */
  after: queryInt({ min: 0 }).optional(),
  limit: queryInt({ min: 1, max: PARTNER_BOATS_MAX, message: msg("partner.limit_invalid", { max: PARTNER_BOATS_MAX }) })
    .optional()
    .default(100),
});

const extraSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  unit: z.string(),
  /** Minor units of `currency`; for unit `charter_percent` the percent. */
  amount: z.number().int(),
  currency: currencySchema.nullable(),
  obligatory: z.boolean(),
  /** `booking`: paid with the booking (in the gross); `base`: paid at the base. */
  payable: z.string(),
});

/** The damage deposit held at check-in (minor units of the boat's price currency); null: the boat asks none. */
const securityDepositSchema = z.object({ amount: z.number().int(), currency: currencySchema }).nullable();

export const partnerBoatSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  type: z.string().nullable(),
  marina: z.string().nullable(),
  guests: z.number().int(),
  cabins: z.number().int(),
  length_m: z.number().nullable(),
  year: z.number().int().nullable(),
  pictures: z.array(z.string()),
  extras: z.array(extraSchema),
  /** Percent of the gross due as the deposit. */
  deposit_percent: z.number(),
  security_deposit: securityDepositSchema,
  updated_at: z.string(),
});

export const partnerBoatsSchema = z.object({
  items: z.array(partnerBoatSchema),
  /** Pass as `after` for the next page; null on the last page. */
  next_after: z.number().int().nullable(),
});

export const availabilityQuery = z.strictObject({
  boat_id: idParam(),
  year: queryInt({ min: 2000, max: 2100, message: msg("partner.year_invalid") }),
});

export const availabilityStringSchema = z.object({
  boat_id: z.number().int(),
  year: z.number().int(),
  /** One character a day from 1 January: 0 free, 1 booked, 2 under option, 3 closed. */
  days: z.string(),
});

export const partnerQuoteBody = z.strictObject({
  boat_id: boatId,
  start_date: daySchema,
  end_date: daySchema,
  guests: guestsSchema,
  /** Optional extras chosen (ids); the obligatory ones are always in. */
  extras: chosenExtrasSchema.optional(),
});

const instalment = z.object({
  purpose: z.enum(["deposit", "balance"]),
  amount: z.number().int(),
  due_date: z.string(),
  due_at: z.string().nullable(),
});

export const partnerQuoteSchema = z.object({
  boat_id: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  day_count: z.number().int(),
  guests: z.number().int(),
  currency: currencySchema,
  /** The public price (minor units): what the client pays Liman in total. */
  gross: z.number().int(),
  commission_bps: z.number().int(),
  commission: z.number().int(),
  net: z.number().int(),
  deposit: z.number().int(),
  balance: z.number().int(),
  /** Held on the client's card (or taken by hand) at check-in, returned at check-out; not part of the gross. */
  security_deposit: securityDepositSchema,
  discount: appliedDiscountSchema.nullable(),
  obligatory_extras: z.array(quoteLineSchema),
  lines: z.array(quoteLineSchema),
  /** Extras paid at the base (not in the gross). */
  due_at_base: z.number().int(),
  payment_plan: z.array(instalment),
});

const clientName = z
  .string({ error: msg("partner.client_name_required") })
  .trim()
  .min(2, { error: msg("partner.client_name_required") })
  .max(200, { error: msg("booking.name_too_long") });

export const optionBody = z.strictObject({
  boat_id: boatId,
  start_date: daySchema,
  end_date: daySchema,
  guests: guestsSchema,
  extras: chosenExtrasSchema.optional(),
  client: z.strictObject({
    name: clientName,
    email: z
      .email({ error: msg("booking.email_invalid") })
      .max(320, { error: msg("booking.email_too_long") })
      .transform((e) => e.toLowerCase())
      .optional(),
    phone: z
      .string({ error: msg("booking.phone_invalid") })
      .trim()
      .min(7, { error: msg("booking.phone_invalid") })
      .max(40, { error: msg("booking.phone_invalid") })
      .regex(/^\+?[0-9 ()./-]+$/, { error: msg("booking.phone_invalid") })
      .optional(),
  }),
  partner_reference: z
    .string({ error: msg("partner.reference_too_long", { maximum: 100 }) })
    .trim()
    .max(100, { error: msg("partner.reference_too_long", { maximum: 100 }) })
    .optional(),
  /** Earlier than the option window when asked; later is refused. */
  expires_at: z.iso
    .datetime({ offset: true, error: msg("partner.expires_at_invalid") })
    .transform((v) => new Date(v))
    .optional(),
});
export type OptionInput = z.output<typeof optionBody>;

/** A reservation of the agency as the partner API shows it. */
export const partnerReservationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  boat_id: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  guests: z.number().int(),
  client_name: z.string(),
  partner_reference: z.string().nullable(),
  currency: currencySchema,
  gross: z.number().int(),
  commission_bps: z.number().int(),
  commission: z.number().int(),
  net: z.number().int(),
  deposit: z.number().int(),
  /** What Liman has received for it so far (minor units). */
  paid: z.number().int(),
  option_expires_at: z.string().nullable(),
  created_at: z.string(),
  /** When anything shown here last changed, a payment included (decision 0070). */
  updated_at: z.string(),
});
export type PartnerReservation = z.output<typeof partnerReservationSchema>;

export const optionParams = z.strictObject({ id: idParam() });

export const PARTNER_FEED_MAX = 500;

export const feedQuery = z.strictObject({
  cursor: z
    .string()
    .max(200, { error: msg("partner.cursor_invalid") })
    .optional(),
  modified_since: z.iso
    .datetime({ offset: true, error: msg("partner.since_invalid") })
    .transform((v) => new Date(v))
    .optional(),
  limit: queryInt({ min: 1, max: PARTNER_FEED_MAX, message: msg("partner.limit_invalid", { max: PARTNER_FEED_MAX }) })
    .optional()
    .default(100),
});

export const feedSchema = z.object({
  items: z.array(partnerReservationSchema),
  /** Pass as `cursor` next time: the changes after these. Unchanged when nothing changed. */
  next_cursor: z.string(),
  /** More changes wait: call again at once with `next_cursor`. */
  has_more: z.boolean(),
});
