import { describe, expect, it } from "vitest";
import { nextInstalment } from "@/server/payments/plan/next-instalment";
import { paymentPlan } from "@/server/payments/plan/payment-plan";

// A pure rule: "today" and the booking's moments are arguments, so these days never need to stay in the future.
const booked = new Date("2031-05-01T09:00:00Z");
const optionEnds = new Date("2031-05-04T09:00:00Z");
const base = {
  status: "option" as const,
  total: 700_000,
  deposit: 140_000,
  paid: 0,
  startDate: "2031-08-02",
  balanceDueDays: 30,
  optionExpiresAt: optionEnds,
  createdAt: booked,
  today: "2031-05-02",
};
const states = (input: Parameters<typeof paymentPlan>[0]) => paymentPlan(input).map((i) => `${i.purpose}:${i.state}`);

describe("paymentPlan (the instalments the guest sees)", () => {
  it("dates an option's deposit at its expiry and the balance balance_due_days before the start", () => {
    expect(paymentPlan(base)).toEqual([
      { purpose: "deposit", amount: 140_000, open: 140_000, dueDate: "2031-05-04", dueAt: optionEnds, state: "due" },
      { purpose: "balance", amount: 560_000, open: 560_000, dueDate: "2031-07-03", dueAt: null, state: "upcoming" },
    ]);
  });

  it("moves the balance from upcoming to due on its due day and to overdue after it", () => {
    const confirmed = { ...base, status: "confirmed" as const, optionExpiresAt: null, paid: 140_000 };
    expect(states({ ...confirmed, today: "2031-07-02" })).toEqual(["deposit:paid", "balance:upcoming"]);
    expect(states({ ...confirmed, today: "2031-07-03" })).toEqual(["deposit:paid", "balance:due"]);
    expect(states({ ...confirmed, today: "2031-07-04" })).toEqual(["deposit:paid", "balance:overdue"]);
    expect(states({ ...confirmed, paid: 700_000, today: "2031-07-04" })).toEqual(["deposit:paid", "balance:paid"]);
    // A confirmed reservation's deposit falls due on the booking day.
    expect(paymentPlan({ ...confirmed, paid: 0 })[0]).toMatchObject({ dueDate: "2031-05-01", state: "overdue" });
  });

  it("asks a stay booked inside balance_due_days for everything by the option's end, as nextInstalment does", () => {
    const soon = { ...base, startDate: "2031-05-20" };
    expect(paymentPlan(soon).map((i) => [i.purpose, i.dueDate, i.state])).toEqual([
      ["deposit", "2031-05-04", "due"],
      ["balance", "2031-05-04", "due"],
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
