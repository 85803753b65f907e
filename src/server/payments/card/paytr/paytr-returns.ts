import "server-only";
import { z } from "zod";
import type { CardRefund, CardRefundStatus } from "../card-provider";
import { CardProviderError } from "../card-provider-error";

const text = z.union([z.string(), z.number()]).transform(String);

/**
 * The status inquiry's answer as the refund reconciliation reads it: `returns` lists the order's refunds, each with
 * its amount and the reference_no it was asked with (PayTR's documentation: "Returns from Status Query service if
 * transmitted"). Fields besides these are ignored.
 */
export const paytrReturnsAnswer = z.object({
  status: z.string(),
  err_msg: z.string().optional(),
  returns: z
    .array(z.object({ return_amount: text, reference_no: text.nullish() }).passthrough())
    .nullish()
    .transform((list) => list ?? undefined),
});

/** PayTR writes amounts as "500.50", sometimes with a comma ("10,8"): minor units, or NaN. */
function minorOf(amount: string): number {
  const value = Number(amount.trim().replace(",", "."));
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
}

/**
 * Our refund among an order's returns: the one with our reference, exactly — never "a return of the same amount",
 * which could be another request's. Found with another amount, it is not believed (thrown: staff look at it).
 */
export function paytrReturnOf(
  returns: readonly { return_amount: string; reference_no?: string | null }[],
  refund: Pick<CardRefund, "reference" | "amountMinor">,
): CardRefundStatus {
  const ours = returns.filter((r) => r.reference_no === refund.reference);
  if (ours.length === 0) return { state: "absent" };
  if (ours.length > 1 || minorOf(ours[0]!.return_amount) !== refund.amountMinor) {
    throw new CardProviderError(`PayTR status inquiry: the return ${refund.reference} does not match the request`);
  }
  return { state: "refunded", providerRefundId: refund.reference };
}
