import { z } from "zod";
import { currencySchema } from "./currency";

/** What the guest sees of the damage deposit on their reservation page. */
export const guestSecurityDepositSchema = z.object({
  /** The boat's deposit (minor units of the reservation's currency); null: the boat asks none. */
  amount: z.number().int().nullable(),
  currency: currencySchema,
  /** Whether the guest may hold it on their card now (iyzico configured, a deposit, nothing held yet). */
  card_hold_offered: z.boolean(),
  /** The latest deposit that is not an abandoned or failed page: its state; null: none yet. */
  state: z.enum(["held", "capturing", "releasing", "captured", "released"]).nullable(),
  captured_amount: z.number().int().nullable(),
});
