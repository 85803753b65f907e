import { z } from "zod";
import { currencySchema } from "./currency";

/**
 * An instalment's state today: `paid` (nothing open), `due` (to pay now: the deposit, or the balance from its due
 * day on), `overdue` (its due day has passed), `upcoming` (the balance before its due day; it may be paid early).
 */
export const INSTALMENT_STATES = ["paid", "due", "overdue", "upcoming"] as const;
export type InstalmentState = (typeof INSTALMENT_STATES)[number];

/** One instalment of a reservation's payment plan (issue 29): the deposit or the balance. */
export const instalmentSchema = z.object({
  purpose: z.enum(["deposit", "balance"]),
  /** Minor units, in the reservation's currency. */
  amount: z.number().int(),
  /** What is still open of it after the payments so far (they cover the deposit first). */
  open: z.number().int(),
  currency: currencySchema,
  /** The Istanbul calendar day it falls due (YYYY-MM-DD). */
  due_date: z.string(),
  /** An option's deposit: the moment the option expires (ISO); null otherwise. */
  due_at: z.string().nullable(),
  state: z.enum(INSTALMENT_STATES),
});

/** What a card payment started now would ask for (POST /v1/reservations/payments computes the same). */
export const nextPaymentSchema = z.object({
  purpose: z.enum(["deposit", "balance"]),
  amount: z.number().int(),
  currency: currencySchema,
});
