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

export type Instalment = {
  /** `deposit` while the deposit is not fully paid (a payment in full at once included), else `balance`. */
  purpose: "deposit" | "balance";
  /** Minor units, in the reservation's currency. */
  amount: number;
};

/** The day the balance falls due: `balance_due_days` before the start. */
export const balanceDueDay = (startDate: string, balanceDueDays: number) => addDays(startDate, -balanceDueDays);

/**
 * What a guest pays next, computed on the server (issue 29, item 3): the rest of the deposit while the balance is
 * not yet due; from the balance's due day on (a stay starting sooner than `balance_due_days` from the booking
 * included) everything still open at once. After the deposit the guest may pay the balance early. Undefined when
 * nothing is open.
 */
export function nextInstalment(input: InstalmentInput): Instalment | undefined {
  const open = input.total - input.paid;
  if (open <= 0) return undefined;
  const depositOpen = input.deposit - input.paid;
  if (depositOpen <= 0) return { purpose: "balance", amount: open };
  const balanceDue = input.today >= balanceDueDay(input.startDate, input.balanceDueDays);
  return { purpose: "deposit", amount: balanceDue ? open : depositOpen };
}
