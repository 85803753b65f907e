import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clock } from "@/lib/clock";
import { addDays, todayIn } from "@/lib/dates";
import { mailOutbox, mailTemplates, paymentReminders, reservations, transactions } from "@/server/db/schema";
import { getRuntime, hasRuntime, setRuntime } from "@/server/db/runtime";
import { remindBalances } from "@/server/payments/reminders/remind-balances";
import { createBoat, createReservation } from "@/server/seed/factories";
import { createTestApi, type TestApi } from "../support/test-api";
import { testDatabaseKind } from "../support/test-database";

const DAY = 24 * 3600 * 1000;
const PUBLIC_URL = "https://liman.test";
const ENV = {
  PUBLIC_URL,
  PAYMENTS_PROVIDER: "paytr",
  PAYTR_MERCHANT_ID: "123456",
  PAYTR_MERCHANT_KEY: "reminder-key",
  PAYTR_MERCHANT_SALT: "reminder-salt",
};

let api: TestApi;
/** The moment every scenario counts from: the app's clock when the file starts. */
let start: Date;
const before = hasRuntime() ? getRuntime() : undefined;

beforeAll(async () => {
  api = await createTestApi(ENV);
  start = clock.now();
  cardPayments(true);
});

afterAll(() => setRuntime(before));

/** The runtime as `npm start` sets it, with or without a card-payment provider (the mails read it). */
function cardPayments(on: boolean) {
  const config = on ? api.config : { ...api.config, paymentsProvider: undefined };
  setRuntime({ database: api.database, config, jwtSecret: api.jwtSecret });
}

/** `days` days after the file's start (noon-safe: whole days on from the same moment). */
const at = (days: number) => new Date(start.getTime() + days * DAY);
const dayAt = (days: number) => todayIn("Europe/Istanbul", at(days));

/**
 * A confirmed week whose balance falls due `dueIn` days after the start (default balance_due_days: 30 before the
 * charter), booked `bookedAgo` days before the start, with the deposit (€2.000 of €10.000) paid unless told.
 */
async function stay({
  dueIn,
  bookedAgo = 20,
  paid = 200_000,
  ...input
}: { dueIn: number; bookedAgo?: number; paid?: number } & Parameters<typeof createReservation>[1]) {
  const startDate = addDays(dayAt(dueIn), 30);
  const row = await createReservation(api.db, {
    boatId: (await createBoat(api.db)).id,
    status: "confirmed",
    optionExpiresAt: null,
    startDate,
    endDate: addDays(startDate, 7),
    createdAt: at(-bookedAgo),
    ...input,
  });
  if (paid > 0) {
    await api.db.insert(transactions).values({
      reservationId: row.id,
      kind: "deposit",
      method: "bank_transfer",
      amount: paid,
      currency: row.currency,
      paidAt: at(-bookedAgo),
    });
  }
  return row;
}

const reminders = (reservationId: number) =>
  api.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.reservationId, reservationId), eq(mailOutbox.templateKey, "balance_reminder")));

/** Runs the job on the day `days` after the start, as the job would (its own "now"). */
const runOn = (days: number) => remindBalances(api.db, { now: at(days) });

describe("balance reminders", () => {
  it("mails the guest a week before the balance falls due and the day before, each once", async () => {
    const row = await stay({ dueIn: 10 });

    for (const day of [0, 1, 2]) expect(await runOn(day)).not.toContain(row.id); // 10, 9, 8 days before
    expect(await runOn(3)).toContain(row.id); // 7 days before
    expect(await runOn(3)).not.toContain(row.id); // again the same day: nothing
    for (const day of [4, 6, 8]) expect(await runOn(day)).not.toContain(row.id);
    let mails = await reminders(row.id);
    expect(mails).toHaveLength(1);
    const [week] = mails;
    expect(week!.toAddress).toBe(row.customerEmail);
    expect(week!.subject).toContain(row.code);
    expect(week!.html).toContain("€8.000,00"); // the open balance: €10.000 − €2.000
    // The guest's page with the code filled in; never the e-mail address in a link.
    expect(week!.html).toContain(`href="${PUBLIC_URL}/enquire?code=${row.code}"`);
    expect(week!.html).toContain("Kartla öde");
    expect(week!.html).not.toContain(encodeURIComponent(row.customerEmail));

    expect(await runOn(9)).toContain(row.id); // the day before
    expect(await runOn(9)).not.toContain(row.id);
    expect(await runOn(10)).not.toContain(row.id); // the due day: no reminder
    expect(await runOn(11)).not.toContain(row.id);
    mails = await reminders(row.id);
    expect(mails).toHaveLength(2);
    const kept = await api.db.select().from(paymentReminders).where(eq(paymentReminders.reservationId, row.id));
    expect(kept.map((r) => [r.dueDate, r.daysBefore]).sort()).toEqual([
      [dayAt(10), 1],
      [dayAt(10), 7],
    ]);
  });

  it("reminds nobody whose balance is paid, whose reservation is cancelled, or who is still an option", async () => {
    const paidUp = await stay({ dueIn: 7, paid: 1_000_000 });
    const cancelled = await stay({ dueIn: 7, status: "cancelled" });
    const option = await stay({
      dueIn: 7,
      paid: 0,
      status: "option",
      optionExpiresAt: at(1),
      createdAt: at(-1),
    });
    const reminded = [...(await runOn(0)), ...(await runOn(6))];
    for (const row of [paidUp, cancelled, option]) {
      expect(reminded).not.toContain(row.id);
      expect(await reminders(row.id)).toEqual([]);
    }
  });

  it("skips a reminder whose day came before the booking, and writes in the guest's language", async () => {
    const late = await stay({ dueIn: 5, bookedAgo: 1, locale: "en" });
    expect(await runOn(0)).not.toContain(late.id); // 5 days before: the week's reminder was due before booking
    expect(await runOn(4)).toContain(late.id); // the day before
    const [mail] = await reminders(late.id);
    expect(mail!.subject).toContain("Your balance is due");
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/en/enquire?code=${late.code}"`);
    expect(mail!.html).toContain("Pay by card");
  });

  it("gives no card button without a provider, and sends nothing while the template is off", async () => {
    const bankOnly = await stay({ dueIn: 7 });
    cardPayments(false);
    try {
      expect(await runOn(0)).toContain(bankOnly.id);
    } finally {
      cardPayments(true);
    }
    const [mail] = await reminders(bankOnly.id);
    expect(mail!.html).not.toContain("Kartla öde");
    expect(mail!.html).not.toContain("/enquire?code=");

    const off = await stay({ dueIn: 7 });
    await api.db.update(mailTemplates).set({ active: false }).where(eq(mailTemplates.key, "balance_reminder"));
    try {
      expect(await runOn(0)).toEqual([]);
    } finally {
      await api.db.update(mailTemplates).set({ active: true }).where(eq(mailTemplates.key, "balance_reminder"));
    }
    expect(await reminders(off.id)).toEqual([]);
    expect(await runOn(0)).toContain(off.id); // switched on again: it goes
  });

  it("reminds again for a new due day when the dates move", async () => {
    const row = await stay({ dueIn: 7 });
    expect(await runOn(0)).toContain(row.id);
    const moved = addDays(row.startDate, 2);
    await api.db
      .update(reservations)
      .set({ startDate: moved, endDate: addDays(moved, 7) })
      .where(eq(reservations.id, row.id));
    expect(await runOn(2)).toContain(row.id); // 7 days before the new due day
    expect(await reminders(row.id)).toHaveLength(2);
  });
});

describe.runIf(testDatabaseKind() === "postgres")("balance reminders on two instances at once", () => {
  it("queues one reminder when the job runs on two instances at the same moment", async () => {
    const other = await createTestApi(ENV, { sameDatabaseAs: api });
    const row = await stay({ dueIn: 7 });
    const runs = await Promise.all([
      remindBalances(api.db, { now: at(0) }),
      remindBalances(other.db, { now: at(0) }),
      remindBalances(api.db, { now: at(0) }),
    ]);
    expect(runs.flat().filter((id) => id === row.id)).toHaveLength(1);
    expect(await reminders(row.id)).toHaveLength(1);
  });
});
