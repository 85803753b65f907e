import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { nextInstalment } from "@/server/payments/plan/next-instalment";
import { daysFromToday } from "../support/test-dates";

// A pure rule with "today" as an argument; the days are built from the test clock all the same.
const startDate = daysFromToday(200);
/** The day `n` days before the stay starts. */
const daysBeforeStart = (n: number) => addDays(startDate, -n);
const base = { total: 700_000, deposit: 140_000, paid: 0, startDate, balanceDueDays: 30 };

describe("nextInstalment (what a guest pays next by card)", () => {
  it("asks for the deposit while the balance is not yet due", () => {
    expect(nextInstalment({ ...base, today: daysBeforeStart(31) })).toEqual({ purpose: "deposit", amount: 140_000 });
    expect(nextInstalment({ ...base, paid: 40_000, today: daysBeforeStart(93) })).toEqual({
      purpose: "deposit",
      amount: 100_000,
    });
  });

  it("asks for everything open from the balance's due day on (a stay starting sooner is paid in full at once)", () => {
    expect(nextInstalment({ ...base, today: daysBeforeStart(30) })).toEqual({ purpose: "deposit", amount: 700_000 });
    expect(nextInstalment({ ...base, paid: 40_000, today: daysBeforeStart(13) })).toEqual({
      purpose: "deposit",
      amount: 660_000,
    });
    expect(nextInstalment({ ...base, balanceDueDays: 0, today: daysBeforeStart(1) })).toEqual({
      purpose: "deposit",
      amount: 140_000,
    });
  });

  it("asks for the balance once the deposit is paid, early if the guest wishes, and for nothing when all is paid", () => {
    expect(nextInstalment({ ...base, paid: 140_000, today: daysBeforeStart(154) })).toEqual({
      purpose: "balance",
      amount: 560_000,
    });
    expect(nextInstalment({ ...base, paid: 700_000, today: daysBeforeStart(154) })).toBeUndefined();
    expect(nextInstalment({ ...base, paid: 710_000, today: daysBeforeStart(154) })).toBeUndefined();
  });
});
