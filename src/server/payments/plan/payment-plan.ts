import "server-only";
import type { InstalmentState } from "@/shared/payment-plan";
import { todayIn } from "../../../lib/dates";
import type { ReservationStatus } from "../../reservations/status";
import { balanceDueDay, type InstalmentInput, splitInstalments } from "./split-instalments";

export type PlanInput = InstalmentInput & {
  status: ReservationStatus;
  optionExpiresAt: Date | null;
  createdAt: Date;
};

export type PlannedInstalment = {
  purpose: "deposit" | "balance";
  amount: number;
  open: number;
  /** Istanbul calendar day. */
  dueDate: string;
  /** An option's deposit: the moment the option expires. */
  dueAt: Date | null;
  state: InstalmentState;
};

const laterOf = (a: string, b: string) => (a > b ? a : b);

/**
 * A reservation's payment plan as the guest sees it (the lookup, /enquire, the mails): the deposit, due when the
 * option expires (an option) or else on the booking day; the balance, due `balance_due_days` before the start but
 * never before the deposit (a stay booked sooner is paid in full at once, as `nextInstalment` asks). Amounts and
 * "is the balance due" come from `splitInstalments`, the rule the card payment's start uses. Instalments of 0 are
 * left out; a cancelled or expired reservation has no plan.
 */
export function paymentPlan(input: PlanInput): PlannedInstalment[] {
  if (input.status === "cancelled" || input.status === "expired") return [];
  const { deposit, balance, balanceDue } = splitInstalments(input);
  const depositDueAt = input.status === "option" ? input.optionExpiresAt : null;
  const depositDueDate = todayIn("Europe/Istanbul", depositDueAt ?? input.createdAt);
  const balanceDueDate = laterOf(balanceDueDay(input.startDate, input.balanceDueDays), depositDueDate);
  const stateOf = (open: number, dueDate: string, due: boolean): InstalmentState => {
    if (open === 0) return "paid";
    if (!due) return "upcoming";
    return input.today > dueDate ? "overdue" : "due";
  };
  const plan: PlannedInstalment[] = [
    {
      purpose: "deposit",
      ...deposit,
      dueDate: depositDueDate,
      dueAt: depositDueAt,
      state: stateOf(deposit.open, depositDueDate, true),
    },
    {
      purpose: "balance",
      ...balance,
      dueDate: balanceDueDate,
      dueAt: null,
      state: stateOf(balance.open, balanceDueDate, balanceDue),
    },
  ];
  return plan.filter((instalment) => instalment.amount > 0);
}
