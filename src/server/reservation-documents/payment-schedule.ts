import "server-only";
import { addDays, todayIn } from "../../lib/dates";

export type ScheduleInput = {
  status: string;
  total: number;
  deposit: number;
  /** Paid at the base on check-in (extras such as APA or fuel), on top of the total Liman collects. */
  dueAtBase: number;
  paid: number;
  startDate: string;
  optionExpiresAt: Date | null;
  createdAt: Date;
};

export type ScheduleRow = {
  key: "deposit" | "balance" | "base";
  label: string;
  amount: number;
  /** A calendar day (Istanbul) or, for the deposit of an option, the moment the option expires. */
  due: { day: string } | { moment: Date };
  /** What is still open of this row after the payments so far (applied deposit → balance; the base is paid there). */
  open: number;
};

/**
 * The payment plan a confirmation prints (docs/decisions/0027-reservation-documents.md):
 * - deposit: due when the option expires (an option), else on the booking day;
 * - balance (total − deposit): due the day before check-in, never before the booking day;
 * - due at base: paid on check-in day at the base, outside the total (docs/decisions/0025-frozen-reservation-lines.md).
 * Payments so far (to Liman) cover the deposit, then the balance; rows of 0 are left out.
 */
export function paymentSchedule(input: ScheduleInput): ScheduleRow[] {
  const bookedOn = todayIn("Europe/Istanbul", input.createdAt);
  const dayBefore = addDays(input.startDate, -1);
  // ISO days: the later of the two (a last-minute booking pays its balance on the booking day).
  const balanceDay = [dayBefore, bookedOn].sort()[1]!;
  const balance = Math.max(input.total - input.deposit, 0);
  let left = Math.max(input.paid, 0);
  const cover = (amount: number) => {
    const used = Math.min(left, amount);
    left -= used;
    return amount - used;
  };
  const rows: Omit<ScheduleRow, "open">[] = [
    {
      key: "deposit",
      label: "Ön ödeme (kapora)",
      amount: input.deposit,
      due: input.status === "option" && input.optionExpiresAt ? { moment: input.optionExpiresAt } : { day: bookedOn },
    },
    { key: "balance", label: "Kalan ödeme (girişten önce)", amount: balance, due: { day: balanceDay } },
    { key: "base", label: "Limanda ödenecek", amount: input.dueAtBase, due: { day: input.startDate } },
  ];
  return rows.filter((r) => r.amount > 0).map((r) => ({ ...r, open: r.key === "base" ? r.amount : cover(r.amount) }));
}
