import { z } from "zod";
import { currencySchema } from "./currency";
import { statusSchema } from "./reservations";
import { monthSchema } from "./statements";

/** GET /v1/admin/agencies/:id/statement: one agency, one calendar month (`YYYY-MM`). */
export const agencyStatementQuery = z.object({ month: monthSchema });

export const agencyStatementLineSchema = z.object({
  code: z.string(),
  partner_reference: z.string().nullable(),
  boat_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: statusSchema,
  currency: currencySchema,
  /** The reservation's total (the public price), in minor units. */
  gross: z.number().int(),
  /** The agency's commission percent frozen on the reservation when it was booked, e.g. "12.50". */
  commission_percent: z.string(),
  /** The agency's commission frozen on the reservation, in minor units. */
  commission: z.number().int(),
  /** Gross minus commission: what the agency owes for the booking. */
  net: z.number().int(),
  /** Payments minus refunds recorded on the reservation (voided ones left out). */
  paid: z.number().int(),
  /** Net minus paid: what is still open (negative: paid more than the net). */
  open: z.number().int(),
});
export type AgencyStatementLine = z.infer<typeof agencyStatementLineSchema>;

export const agencyStatementTotalSchema = z.object({
  currency: currencySchema,
  count: z.number().int(),
  gross: z.number().int(),
  commission: z.number().int(),
  net: z.number().int(),
  paid: z.number().int(),
  open: z.number().int(),
});
export type AgencyStatementTotal = z.infer<typeof agencyStatementTotalSchema>;

export const agencyStatementSchema = z.object({
  agency: z.object({ id: z.number().int(), name: z.string() }),
  month: z.string(),
  lines: z.array(agencyStatementLineSchema),
  /** One row per currency, never converted. */
  totals: z.array(agencyStatementTotalSchema),
});
export type AgencyStatement = z.infer<typeof agencyStatementSchema>;
