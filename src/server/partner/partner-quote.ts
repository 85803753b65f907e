import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { todayIn } from "../../lib/dates";
import type { PartnerAgency } from "../agencies/authenticate-key";
import { findActiveBoat } from "../availability/find-boat-by-slug";
import { findBlockedRanges } from "../availability/find-blocked-ranges";
import type { DbOrTx } from "../db/client";
import { boats } from "../db/schema";
import { conflict } from "../domain-errors";
import { paymentPlan } from "../payments/plan/payment-plan";
import { toQuoteLineDto } from "../pricing/quote-dto";
import { quoteStay } from "../pricing/quote-stay";
import { commissionOf } from "../reservations/book-reservation";
import { optionExpiry } from "../reservations/option-window";
import { getSettings } from "../settings/get-settings";
import type { partnerQuoteBody, partnerQuoteSchema } from "./schemas";

/**
 * What an agency would sell the stay for: the public price (gross) from the same pricing as the site, the agency's
 * commission and net, the obligatory extras, the deposit and the payment plan an option made now would have, and
 * the damage deposit held at check-in.
 * Taken dates → 409, like the site's quote.
 */
export async function partnerQuote(
  db: DbOrTx,
  agency: PartnerAgency,
  body: z.output<typeof partnerQuoteBody>,
  now: Date,
): Promise<z.output<typeof partnerQuoteSchema>> {
  const boat = await findActiveBoat(db, { id: body.boat_id });
  const stay = { startDate: body.start_date, endDate: body.end_date, guests: body.guests, extras: body.extras };
  const quote = await quoteStay(db, boat, stay, now);
  const blocked = await findBlockedRanges(db, boat.id, body.start_date, body.end_date, now);
  if (blocked.length > 0) throw conflict("booking.dates_unavailable", "DATES_UNAVAILABLE");
  const [settings, [held]] = await Promise.all([
    getSettings(db),
    db.select({ amount: boats.securityDeposit }).from(boats).where(eq(boats.id, boat.id)),
  ]);
  const commission = commissionOf(quote.total, agency.commissionBps);
  const chosen = new Set(body.extras ?? []);
  const lines = quote.lines.map(toQuoteLineDto);
  const plan = paymentPlan({
    status: "option",
    optionExpiresAt: optionExpiry(settings, now),
    createdAt: now,
    total: quote.total,
    deposit: quote.deposit,
    paid: 0,
    startDate: body.start_date,
    today: todayIn("Europe/Istanbul", now),
    balanceDueDays: Number(settings.balance_due_days),
  });
  return {
    boat_id: boat.id,
    start_date: quote.start_date,
    end_date: quote.end_date,
    day_count: quote.day_count,
    guests: quote.guests,
    currency: quote.currency,
    gross: quote.total,
    commission_bps: agency.commissionBps,
    commission,
    net: quote.total - commission,
    deposit: quote.deposit,
    balance: quote.balance,
    // In the stay's price currency: the price period of the first day, as the hold will be (deposit-currency.ts).
    security_deposit: held?.amount && held.amount > 0 ? { amount: held.amount, currency: quote.currency } : null,
    discount: quote.discount && {
      kind: quote.discount.kind,
      percent: quote.discount.percent,
      amount: quote.discount.amount,
    },
    obligatory_extras: lines.filter(
      (line) => line.kind === "extra" && line.extra_id !== null && !chosen.has(line.extra_id),
    ),
    lines,
    due_at_base: quote.due_at_base,
    payment_plan: plan.map((instalment) => ({
      purpose: instalment.purpose,
      amount: instalment.amount,
      due_date: instalment.dueDate,
      due_at: instalment.dueAt?.toISOString() ?? null,
    })),
  };
}
