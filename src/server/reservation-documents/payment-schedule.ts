import "server-only";
import type { ReservationStatus } from "@/shared/reservation-status";
import { paymentPlan } from "../payments/plan/payment-plan";

export type ScheduleInput = {
  status: ReservationStatus;
  total: number;
  deposit: number;
  /** Paid at the base on check-in (extras such as APA or fuel), on top of the total Liman collects. */
  dueAtBase: number;
  paid: number;
  startDate: string;
  optionExpiresAt: Date | null;
  createdAt: Date;
  /** The `balance_due_days` setting. */
  balanceDueDays: number;
  /** Istanbul's calendar day when the document is made. */
  today: string;
};

export type ScheduleRow = {
  key: "deposit" | "balance" | "base";
  amount: number;
  /** A calendar day (Istanbul) or, for the deposit of an option, the moment the option expires. */
  due: { day: string } | { moment: Date };
  /** What is still open of this row after the payments so far (applied deposit → balance; the base is paid there). */
  open: number;
};

/**
 * The payment plan a confirmation prints (docs/decisions/0027-reservation-documents.md): the deposit and the balance
 * exactly as the guest's page, the lookup and the mails show them (`paymentPlan`: the deposit when the option expires
 * or on the booking day, the balance `balance_due_days` before the start, never before the deposit), then what is
 * due at the base on check-in day, outside the total (docs/decisions/0025-frozen-reservation-lines.md). Rows of 0 are
 * left out.
 */
export function paymentSchedule(input: ScheduleInput): ScheduleRow[] {
  const rows: ScheduleRow[] = paymentPlan(input).map((instalment) => ({
    key: instalment.purpose,
    amount: instalment.amount,
    due: instalment.dueAt ? { moment: instalment.dueAt } : { day: instalment.dueDate },
    open: instalment.open,
  }));
  if (input.dueAtBase > 0) {
    rows.push({ key: "base", amount: input.dueAtBase, due: { day: input.startDate }, open: input.dueAtBase });
  }
  return rows;
}
