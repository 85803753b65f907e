import { describe, expect, it } from "vitest";
import { nextInstalment } from "@/server/payments/plan/next-instalment";
import { paymentPlan } from "@/server/payments/plan/payment-plan";
import { addDays } from "@/lib/dates";
import { daysFromToday } from "../support/test-dates";

// A pure rule with "today" and the booking's moments as arguments; the days are built from the test clock all the same.
const bookingDay = daysFromToday(100);
/** The day `n` days after the booking. */
const day = (n: number) => addDays(bookingDay, n);
const booked = new Date(`${bookingDay}T09:00:00Z`);
const optionEnds = new Date(`${day(3)}T09:00:00Z`);
const base = {
  status: "option" as const,
  total: 700_000,
  deposit: 140_000,
  paid: 0,
  startDate: day(93),
  balanceDueDays: 30,
  optionExpiresAt: optionEnds,
  createdAt: booked,
  today: day(1),
};
const states = (input: Parameters<typeof paymentPlan>[0]) => paymentPlan(input).map((i) => `${i.purpose}:${i.state}`);

describe("paymentPlan (the instalments the guest sees)", () => {
  it("dates an option's deposit at its expiry and the balance balance_due_days before the start", () => {
    expect(paymentPlan(base)).toEqual([
      { purpose: "deposit", amount: 140_000, open: 140_000, dueDate: day(3), dueAt: optionEnds, state: "due" },
      { purpose: "balance", amount: 560_000, open: 560_000, dueDate: day(63), dueAt: null, state: "upcoming" },
    ]);
  });

  it("moves the balance from upcoming to due on its due day and to overdue after it", () => {
    const confirmed = { ...base, status: "confirmed" as const, optionExpiresAt: null, paid: 140_000 };
    expect(states({ ...confirmed, today: day(62) })).toEqual(["deposit:paid", "balance:upcoming"]);
    expect(states({ ...confirmed, today: day(63) })).toEqual(["deposit:paid", "balance:due"]);
    expect(states({ ...confirmed, today: day(64) })).toEqual(["deposit:paid", "balance:overdue"]);
    expect(states({ ...confirmed, paid: 700_000, today: day(64) })).toEqual(["deposit:paid", "balance:paid"]);
    // A confirmed reservation's deposit falls due on the booking day.
    expect(paymentPlan({ ...confirmed, paid: 0 })[0]).toMatchObject({ dueDate: day(0), state: "overdue" });
  });

  it("asks a stay booked inside balance_due_days for everything by the option's end, as nextInstalment does", () => {
    const soon = { ...base, startDate: day(19) };
    expect(paymentPlan(soon).map((i) => [i.purpose, i.dueDate, i.state])).toEqual([
      ["deposit", day(3), "due"],
      ["balance", day(3), "due"],
    ]);
    const open = paymentPlan(soon).reduce((sum, i) => sum + (i.state === "due" ? i.open : 0), 0);
    expect(nextInstalment(soon)).toEqual({ purpose: "deposit", amount: open });
  });

  it("covers the deposit first with what was paid, and leaves out empty instalments and closed reservations", () => {
    expect(paymentPlan({ ...base, paid: 200_000 }).map((i) => i.open)).toEqual([0, 500_000]);
    expect(paymentPlan({ ...base, paid: 100_000 }).map((i) => i.open)).toEqual([40_000, 560_000]);
    expect(paymentPlan({ ...base, deposit: 700_000 }).map((i) => i.purpose)).toEqual(["deposit"]);
    expect(paymentPlan({ ...base, status: "cancelled" })).toEqual([]);
    expect(paymentPlan({ ...base, status: "expired" })).toEqual([]);
  });
});
