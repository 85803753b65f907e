import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { clock } from "@/lib/clock";
import { addDays, todayIn } from "@/lib/dates";
import { reservations } from "@/server/db/schema";
import { updateSettings } from "@/server/settings/update-settings";
import { afterFile } from "../support/after-file";
import { type BookingCast, book, bookingCast, nextIp, reservationBody } from "../support/booking-fixtures";
import { type PaytrServer, paytrAppEnv, startPaytrServer } from "../support/paytr-server";
import { createTestApi, type TestApi } from "../support/test-api";
import { nextSaturday } from "../support/test-dates";

const merchant = { merchantId: "123456", merchantKey: "plan-merchant-key", merchantSalt: "plan-merchant-salt" };
const EMAIL = "elif.sahin@example.com";

/** The app's "now" for the lookup, moved by the tests (the system clock's moment unless a test sets a day). */
let moment: Date | undefined;
let api: TestApi;
/** The same database without a payment provider: bank transfer only. */
let bankOnly: TestApi;
let cast: BookingCast;
let paytr: PaytrServer;

beforeAll(async () => {
  paytr = await startPaytrServer(merchant, (form) =>
    api.app.request("/v1/payments/paytr/callback", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form,
    }),
  );
  afterFile(() => paytr.close());
  const now = () => moment ?? clock.now();
  api = await createTestApi(paytrAppEnv(paytr, merchant), { now });
  bankOnly = await createTestApi({ TRUST_PROXY: "1" }, { sameDatabaseAs: api, now });
  cast = await bookingCast(api);
  await updateSettings(api.db, { balance_due_days: "30" });
});

/** Noon in Istanbul on `day`: the lookup's "today" is that day. */
const noonOn = (day: string) => new Date(`${day}T09:00:00Z`);

/** A week's website booking (€7.000, deposit €1.400) starting `weeksAhead` Saturdays after the next one. */
async function booking(weeksAhead: number) {
  const start = nextSaturday(weeksAhead);
  const res = await book(api, reservationBody(cast.ownBoat, { start_date: start, end_date: addDays(start, 7) }));
  expect(res.status).toBe(201);
  const [row] = await api.db.select().from(reservations).where(eq(reservations.code, res.json.content.code));
  return row!;
}

async function lookup(row: { code: string }, on?: string, client = api) {
  moment = on ? noonOn(on) : undefined;
  try {
    const res = await client.call("GET", `/v1/reservations/lookup?code=${row.code}&email=${EMAIL}`, {
      headers: { "x-forwarded-for": nextIp() },
    });
    expect(res.status).toBe(200);
    return res.json.content;
  } finally {
    moment = undefined;
  }
}

const states = (content: { payment_plan: { purpose: string; state: string }[] }) =>
  content.payment_plan.map((i) => `${i.purpose}:${i.state}`);

async function record(reservationId: number, kind: "deposit" | "balance", amount: number) {
  const res = await api.call("POST", "/v1/admin/transactions", {
    token: cast.adminToken,
    body: { reservation_id: reservationId, kind, method: "bank_transfer", amount },
  });
  expect(res.status).toBe(201);
}

describe("GET /v1/reservations/lookup: the payment plan", () => {
  it("dates the deposit at the option's end and the balance balance_due_days before the start, and offers the card for the deposit", async () => {
    const row = await booking(8);
    const content = await lookup(row);
    const optionEnds = content.option_expires_at as string;
    expect(content.payment_plan).toEqual([
      {
        purpose: "deposit",
        amount: 140_000,
        open: 140_000,
        currency: "EUR",
        due_date: todayIn("Europe/Istanbul", new Date(optionEnds)),
        due_at: optionEnds,
        state: "due",
      },
      {
        purpose: "balance",
        amount: 560_000,
        open: 560_000,
        currency: "EUR",
        due_date: addDays(row.startDate, -30),
        due_at: null,
        state: "upcoming",
      },
    ]);
    expect(content.card_payments).toBe(true);
    expect(content.next_payment).toEqual({ purpose: "deposit", amount: 140_000, currency: "EUR" });

    // "Kartla öde" starts exactly what the lookup promised.
    const started = await api.call("POST", "/v1/reservations/payments", {
      body: { code: row.code, email: EMAIL },
      headers: { "x-forwarded-for": nextIp() },
    });
    expect(started.status).toBe(201);
    expect(started.json.content).toMatchObject(content.next_payment);
  });

  it("moves the balance from upcoming to due on its due day and to overdue after it; paid once recorded", async () => {
    const row = await booking(9);
    await record(row.id, "deposit", 140_000);
    const dueDay = addDays(row.startDate, -30);

    const before = await lookup(row, addDays(dueDay, -1));
    expect(states(before)).toEqual(["deposit:paid", "balance:upcoming"]);
    expect(before.payment_plan[0]).toMatchObject({ open: 0, due_at: null });
    // After the deposit the balance may be paid early.
    expect(before.next_payment).toEqual({ purpose: "balance", amount: 560_000, currency: "EUR" });

    expect(states(await lookup(row, dueDay))).toEqual(["deposit:paid", "balance:due"]);
    const late = await lookup(row, addDays(dueDay, 1));
    expect(states(late)).toEqual(["deposit:paid", "balance:overdue"]);
    expect(late.payment_plan[1]).toMatchObject({ open: 560_000, due_date: dueDay });

    await record(row.id, "balance", 200_000);
    const part = await lookup(row, addDays(dueDay, 1));
    expect(part.payment_plan[1]).toMatchObject({ open: 360_000, state: "overdue" });
    expect(part.next_payment).toEqual({ purpose: "balance", amount: 360_000, currency: "EUR" });

    await record(row.id, "balance", 360_000);
    const paid = await lookup(row, addDays(dueDay, 1));
    expect(states(paid)).toEqual(["deposit:paid", "balance:paid"]);
    expect(paid.next_payment).toBeNull();
  });

  it("asks a stay starting within balance_due_days for everything by the option's end", async () => {
    const row = await booking(0); // starts in 7–13 days
    const content = await lookup(row);
    expect(states(content)).toEqual(["deposit:due", "balance:due"]);
    expect(content.payment_plan[1].due_date).toBe(content.payment_plan[0].due_date);
    expect(content.next_payment).toEqual({ purpose: "deposit", amount: 700_000, currency: "EUR" });
  });

  it("follows the balance_due_days setting", async () => {
    const row = await booking(10);
    await updateSettings(api.db, { balance_due_days: "45" });
    try {
      const content = await lookup(row);
      expect(content.payment_plan[1].due_date).toBe(addDays(row.startDate, -45));
    } finally {
      await updateSettings(api.db, { balance_due_days: "30" });
    }
  });

  it("says card payments are off without a provider, and shows the same plan", async () => {
    const row = await booking(11);
    const withCard = await lookup(row);
    const withoutCard = await lookup(row, undefined, bankOnly);
    expect(withoutCard.card_payments).toBe(false);
    expect(withoutCard.payment_plan).toEqual(withCard.payment_plan);
    expect(withoutCard.bank_accounts).toEqual(withCard.bank_accounts);
  });

  it("has no plan and nothing to pay once the reservation is cancelled", async () => {
    const row = await booking(12);
    const cancelled = await api.call("PUT", `/v1/admin/reservations/${row.id}`, {
      token: cast.adminToken,
      body: { status: "cancelled" },
    });
    expect(cancelled.status).toBe(200);
    const content = await lookup(row);
    expect(content.payment_plan).toEqual([]);
    expect(content.next_payment).toBeNull();
  });
});
