import "server-only";
import type { z } from "zod";
import type { quoteLineSchema } from "./schemas";
import type { PricedLine, PricedQuote } from "./price-lines";

/** A line as the API shows it (the frozen discount id stays internal). */
export function toQuoteLineDto(line: PricedLine): z.output<typeof quoteLineSchema> {
  return {
    kind: line.kind,
    label: line.label,
    unit: line.unit,
    quantity: line.quantity,
    unit_amount: line.unit_amount,
    amount: line.amount,
    payable: line.payable,
    extra_id: line.extra_id,
  };
}

/** The public quote answer: every field of the charter quote plus the itemised lines (quoteSchema). */
export function toQuoteDto(quote: PricedQuote) {
  const { discount, lines, ...rest } = quote;
  return {
    ...rest,
    discount: discount && { kind: discount.kind, percent: discount.percent, amount: discount.amount },
    lines: lines.map(toQuoteLineDto),
  };
}
