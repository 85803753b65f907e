import { describe, expect, it } from "vitest";
import { nextInstalment } from "@/server/payments/plan/next-instalment";

// A pure rule: "today" is an argument, so these days never need to stay in the future.
const base = { total: 700_000, deposit: 140_000, paid: 0, startDate: "2031-08-02", balanceDueDays: 30 };

describe("nextInstalment (what a guest pays next by card)", () => {
  it("asks for the deposit while the balance is not yet due", () => {
    expect(nextInstalment({ ...base, today: "2031-07-02" })).toEqual({ purpose: "deposit", amount: 140_000 });
    expect(nextInstalment({ ...base, paid: 40_000, today: "2031-05-01" })).toEqual({
      purpose: "deposit",
      amount: 100_000,
    });
  });

  it("asks for everything open from the balance's due day on (a stay starting sooner is paid in full at once)", () => {
    expect(nextInstalment({ ...base, today: "2031-07-03" })).toEqual({ purpose: "deposit", amount: 700_000 });
    expect(nextInstalment({ ...base, paid: 40_000, today: "2031-07-20" })).toEqual({
      purpose: "deposit",
      amount: 660_000,
    });
    expect(nextInstalment({ ...base, balanceDueDays: 0, today: "2031-08-01" })).toEqual({
      purpose: "deposit",
      amount: 140_000,
    });
  });

  it("asks for the balance once the deposit is paid, early if the guest wishes, and for nothing when all is paid", () => {
    expect(nextInstalment({ ...base, paid: 140_000, today: "2031-03-01" })).toEqual({
      purpose: "balance",
      amount: 560_000,
    });
    expect(nextInstalment({ ...base, paid: 700_000, today: "2031-03-01" })).toBeUndefined();
    expect(nextInstalment({ ...base, paid: 710_000, today: "2031-03-01" })).toBeUndefined();
  });
});
