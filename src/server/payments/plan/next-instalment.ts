import "server-only";
import { type InstalmentInput, splitInstalments } from "./split-instalments";

export { balanceDueDay, type InstalmentInput } from "./split-instalments";

export type Instalment = {
  /** `deposit` while the deposit is not fully paid (a payment in full at once included), else `balance`. */
  purpose: "deposit" | "balance";
  /** Minor units, in the reservation's currency. */
  amount: number;
};

/**
 * What a guest pays next, computed on the server (issue 29, item 3): the rest of the deposit while the balance is
 * not yet due; from the balance's due day on (a stay starting sooner than `balance_due_days` from the booking
 * included) everything still open at once. After the deposit the guest may pay the balance early. Undefined when
 * nothing is open.
 */
export function nextInstalment(input: InstalmentInput): Instalment | undefined {
  const { deposit, balance, balanceDue } = splitInstalments(input);
  if (deposit.open > 0) return { purpose: "deposit", amount: deposit.open + (balanceDue ? balance.open : 0) };
  if (balance.open > 0) return { purpose: "balance", amount: balance.open };
  return undefined;
}
