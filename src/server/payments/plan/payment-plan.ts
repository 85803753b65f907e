import "server-only";
import { todayIn } from "../../../lib/dates";
import { balanceDueDay } from "./next-instalment";

export type PlanInput = {
  status: "option" | "confirmed" | "completed" | "cancelled" | "expired";
  total: number;
  /** The deposit frozen on the reservation (what confirms an option). */
  deposit: number;
  /** Deposits + balances − refunds so far. */
  paid: number;
  startDate: string;
  createdAt: Date;
  optionExpiresAt: Date | null;
  /** Istanbul's calendar day today. */
  today: string;
  /** The `balance_due_days` setting. */
  balanceDueDays: number;
};

export type InstalmentState = "paid" | "due" | "overdue" | "upcoming";

export type PlannedInstalment = {
  purpose: "deposit" | "balance";
  /** Minor units, in the reservation's currency. */
  amount: number;
  /** What is still open of it (payments cover the deposit first, then the balance). */
  open: number;
  /** Istanbul's calendar day by which it is to be paid. */
  dueDate: string;
  state: InstalmentState;
};

/** The deposit's day: when the option runs out (an option), else the booking day. */
export function depositDueDate(input: Pick<PlanInput, "status" | "createdAt" | "optionExpiresAt">): string {
  const bookedOn = todayIn("Europe/Istanbul", input.createdAt);
  return input.status === "option" && input.optionExpiresAt
    ? todayIn("Europe/Istanbul", input.optionExpiresAt)
    : bookedOn;
}

/**
 * The balance's day: `balance_due_days` before the start, never before the deposit's (a stay booked later than
 * that pays everything at once, as `nextInstalment` asks).
 */
export function balanceDueDate(
  input: Pick<PlanInput, "status" | "createdAt" | "optionExpiresAt" | "startDate" | "balanceDueDays">,
): string {
  const due = balanceDueDay(input.startDate, input.balanceDueDays);
  const deposit = depositDueDate(input);
  return due < deposit ? deposit : due;
}

/**
 * The payment plan of a reservation (issue 29, item 3), for staff and guests alike: the deposit, due when the option
 * runs out (an option) or on the booking day, and the balance (total − deposit), due `balance_due_days` before the
 * charter (`balanceDueDate`). Each is `paid` once payments cover it, `overdue` after its day, `due` from its day on (the deposit from
 * booking), `upcoming` before. A cancelled or expired reservation has no plan; instalments of 0 are left out.
 */
export function paymentPlan(input: PlanInput): PlannedInstalment[] {
  if (input.status === "cancelled" || input.status === "expired") return [];
  let left = Math.max(input.paid, 0);
  const cover = (amount: number) => {
    const used = Math.min(left, amount);
    left -= used;
    return amount - used;
  };
  const rows = [
    { purpose: "deposit" as const, amount: input.deposit, dueDate: depositDueDate(input) },
    {
      purpose: "balance" as const,
      amount: Math.max(input.total - input.deposit, 0),
      dueDate: balanceDueDate(input),
    },
  ];
  return rows
    .filter((row) => row.amount > 0)
    .map((row) => {
      const open = cover(row.amount);
      const state: InstalmentState =
        open === 0
          ? "paid"
          : input.today > row.dueDate
            ? "overdue"
            : input.today >= row.dueDate || row.purpose === "deposit"
              ? "due"
              : "upcoming";
      return { ...row, open, state };
    });
}
