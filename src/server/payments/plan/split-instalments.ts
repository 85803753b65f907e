import "server-only";
import { addDays } from "../../../lib/dates";

export type InstalmentInput = {
  total: number;
  /** The deposit frozen on the reservation: what confirms an option (deposit_percent of the agreed total). */
  deposit: number;
  /** Deposits + balances − refunds so far. */
  paid: number;
  startDate: string;
  /** Istanbul's calendar day today. */
  today: string;
  /** The `balance_due_days` setting: the balance is due this many days before the charter starts. */
  balanceDueDays: number;
};

/** One part of the agreed total: its amount and what is still open of it (minor units). */
export type InstalmentPart = { amount: number; open: number };

/** The day the balance falls due: `balance_due_days` before the start. */
export const balanceDueDay = (startDate: string, balanceDueDays: number) => addDays(startDate, -balanceDueDays);

/**
 * The one rule behind the payment plan (issue 29, item 3), read by what the guest pays next (`nextInstalment`) and
 * by the plan the site, the lookup and the mails show (`paymentPlan`): the agreed total is the deposit and the
 * balance (total − deposit); payments so far cover the deposit first, then the balance; the balance falls due
 * `balance_due_days` before the start.
 */
export function splitInstalments(input: InstalmentInput): {
  deposit: InstalmentPart;
  balance: InstalmentPart;
  /** Today is on or after the balance's due day (a stay starting sooner than `balance_due_days` included). */
  balanceDue: boolean;
} {
  const total = Math.max(input.total, 0);
  const paid = Math.max(input.paid, 0);
  const deposit = Math.min(Math.max(input.deposit, 0), total);
  const balance = total - deposit;
  return {
    deposit: { amount: deposit, open: Math.max(deposit - paid, 0) },
    balance: { amount: balance, open: Math.max(balance - Math.max(paid - deposit, 0), 0) },
    balanceDue: input.today >= balanceDueDay(input.startDate, input.balanceDueDays),
  };
}
