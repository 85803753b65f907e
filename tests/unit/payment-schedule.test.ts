import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { paymentSchedule } from "@/server/reservation-documents/payment-schedule";
import { daysFromToday, today } from "../support/test-dates";

const noonIstanbul = (day: string) => new Date(`${day}T09:00:00Z`);

describe("paymentSchedule (the confirmation's payment plan)", () => {
  const start = daysFromToday(60);
  const base = {
    status: "option" as const,
    total: 1_000_000,
    deposit: 200_000,
    dueAtBase: 0,
    paid: 0,
    startDate: start,
    optionExpiresAt: noonIstanbul(daysFromToday(2)),
    createdAt: noonIstanbul(today()),
    balanceDueDays: 30,
    today: today(),
  };

  it("puts an option's deposit at the option's expiry and the balance balance_due_days before check-in", () => {
    const rows = paymentSchedule(base);
    expect(rows.map((r) => [r.key, r.amount, r.open])).toEqual([
      ["deposit", 200_000, 200_000],
      ["balance", 800_000, 800_000],
    ]);
    expect(rows[0]!.due).toEqual({ moment: base.optionExpiresAt });
    expect(rows[1]!.due).toEqual({ day: addDays(start, -30) });
    // The setting moves it: the same stay with 7 days.
    expect(paymentSchedule({ ...base, balanceDueDays: 7 })[1]!.due).toEqual({ day: addDays(start, -7) });
  });

  it("adds what is due at the base outside the total, pays deposit then balance, and dates a confirmed deposit on the booking day", () => {
    const rows = paymentSchedule({ ...base, status: "confirmed", dueAtBase: 150_000, paid: 1_100_000 });
    expect(rows.map((r) => [r.key, r.amount, r.open])).toEqual([
      ["deposit", 200_000, 0],
      ["balance", 800_000, 0],
      // Paid at the base, never by a payment to Liman (even an over-payment).
      ["base", 150_000, 150_000],
    ]);
    expect(rows[0]!.due).toEqual({ day: today() });
    expect(rows[2]!.due).toEqual({ day: start });
  });

  it("never dates the balance before the deposit (a stay starting sooner than balance_due_days is paid at once)", () => {
    const soon = daysFromToday(10);
    const rows = paymentSchedule({ ...base, startDate: soon, optionExpiresAt: null, status: "confirmed" });
    expect(rows.find((r) => r.key === "balance")!.due).toEqual({ day: today() });
  });
});
