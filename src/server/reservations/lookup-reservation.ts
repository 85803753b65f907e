import "server-only";
import type { z } from "zod";
import { clock } from "../../lib/clock";
import { todayIn } from "../../lib/dates";
import { listActiveBanks } from "../banks/list-active-banks";
import type { DbOrTx } from "../db/client";
import { guestDeposit } from "../security-deposits/guest-deposit";
import { guestPaymentPlan } from "../payments/plan/guest-payment-plan";
import { getSettings } from "../settings/get-settings";
import { findGuestReservation } from "./find-guest-reservation";
import { readReservationLines } from "./lines/read-reservation-lines";
import type { lookupQuery, lookupSchema } from "./schemas";
import { STATUS_LABELS } from "./status";

export { LOOKUP_NOT_FOUND } from "./find-guest-reservation";

export type LookupOptions = {
  /** PAYMENTS_PROVIDER is set: the guest may pay by card. */
  cardPayments: boolean;
  /** iyzico is configured: the damage deposit can be held on the guest's card. */
  cardHolds?: boolean;
  now?: Date;
};

/**
 * The visitor's own reservation by its code and e-mail (both needed; a wrong one of either gives the
 * same 404), with what is paid and due, the payment plan, what a card payment would ask for now and the bank
 * accounts to pay to.
 */
export async function lookupReservation(
  db: DbOrTx,
  query: z.output<typeof lookupQuery>,
  { cardPayments, cardHolds = false, now = clock.now() }: LookupOptions,
): Promise<z.output<typeof lookupSchema>> {
  const row = await findGuestReservation(db, query);
  const bankRows = (await listActiveBanks(db)).map(({ id: _id, ...bank }) => bank);
  const paid = row.paid;
  const priced = await readReservationLines(db, row);
  const settings = await getSettings(db);
  const plan = guestPaymentPlan(row, {
    today: todayIn("Europe/Istanbul", now),
    balanceDueDays: Number(settings.balance_due_days),
  });
  return {
    code: row.code,
    status: row.status,
    status_label: STATUS_LABELS[row.status],
    boat: { name: row.boatName, slug: row.boatSlug },
    start_date: row.startDate,
    end_date: row.endDate,
    guests: row.guests,
    total: row.total,
    deposit: row.deposit,
    paid,
    due: row.total - paid,
    currency: row.currency,
    option_expires_at: row.optionExpiresAt?.toISOString() ?? null,
    bank_accounts: bankRows,
    lines: priced.lines,
    due_at_base: priced.due_at_base,
    payment_plan: plan.instalments,
    next_payment: plan.next,
    card_payments: cardPayments,
    security_deposit: await guestDeposit(db, row, cardHolds),
  };
}
