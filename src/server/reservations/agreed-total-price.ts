import "server-only";
import { type Currency, depositOf } from "../../lib/money";
import { CHARTER_LINE_LABEL } from "../../shared/pricing-lines";
import type { PricedLine } from "../pricing/price-lines";

/**
 * The price of a booking at a total agreed with the guest (staff): the total is the charter, one line, no discount
 * and no extras (staff add extras afterwards); the deposit is the `deposit_percent` setting of it.
 */
export function agreedTotalPrice(total: number, currency: Currency, depositPercent: string) {
  const charter: PricedLine = {
    kind: "charter",
    label: CHARTER_LINE_LABEL,
    unit: null,
    quantity: 1,
    unit_amount: total,
    amount: total,
    payable: "booking",
    extra_id: null,
    discount_id: null,
  };
  return { total, deposit: depositOf(total, Number(depositPercent)), currency, lines: [charter] };
}
