import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { clock, setClock } from "@/lib/clock";
import { addDays } from "@/lib/dates";
import { boats, reservations, securityDeposits, transactions } from "@/server/db/schema";
import { cardPaymentsJob } from "@/server/payments/card/card-payments-job";
import { settleIyzicoCallback } from "@/server/payments/card/iyzico-callback";
import { EXPIRED_MESSAGE, reconcileDepositHolds } from "@/server/security-deposits/reconcile-deposit-holds";
import { afterFile } from "../support/after-file";
import { type BookingCast, book, bookingCast, nextIp, reservationBody } from "../support/booking-fixtures";
import { type IyzicoStandIn, startIyzicoServer, IYZICO_TEST_KEYS, iyzicoAppEnv } from "../support/iyzico-server";
import { createTestApi, type TestApi } from "../support/test-api";
import { nextSaturday } from "../support/test-dates";

// Issue 30's open end: a damage-deposit hold whose iyzico callback never came (the guest closed the tab after paying)
// is settled by the card-payments job asking iyzico (checkout form retrieve), against tests/support/iyzico-server.ts.

const keys = IYZICO_TEST_KEYS;
const EMAIL = "elif.sahin@example.com";
const DEPOSIT = 150_000;
const MINUTE = 60_000;

let api: TestApi;
/** A second instance over the same database: the races meet in the database. */
let other: TestApi;
let cast: BookingCast;
let iyzico: IyzicoStandIn;

beforeAll(async () => {
  iyzico = await startIyzicoServer(keys);
  afterFile(() => iyzico.close());
  const env = iyzicoAppEnv(iyzico);
  api = await createTestApi(env);
  other = await createTestApi(env, { sameDatabaseAs: api });
  cast = await bookingCast(api);
  await api.db.update(boats).set({ securityDeposit: DEPOSIT }).where(eq(boats.id, cast.ownBoat.id));
});

/** A week's booking of the own boat whose guest opened the deposit's pre-authorisation page. */
async function openedHold(weeksAhead: number) {
  const start = nextSaturday(weeksAhead);
  const booked = await book(api, reservationBody(cast.ownBoat, { start_date: start, end_date: addDays(start, 7) }));
  expect(booked.status).toBe(201);
  const [row] = await api.db.select().from(reservations).where(eq(reservations.code, booked.json.content.code));
  const res = await api.call("POST", "/v1/reservations/security-deposit", {
    body: { code: row!.code, email: EMAIL },
    headers: { "x-forwarded-for": nextIp() },
  });
  expect(res.status).toBe(201);
  const token = new URL(res.json.content.url as string).searchParams.get("token") as string;
  const [hold] = await holdsOf(row!.id);
  expect(hold).toMatchObject({ state: "started", providerToken: token });
  return { row: row!, token, hold: hold! };
}

const holdsOf = (reservationId: number) =>
  api.db.select().from(securityDeposits).where(eq(securityDeposits.reservationId, reservationId));
const holdOf = async (id: number) =>
  (await api.db.select().from(securityDeposits).where(eq(securityDeposits.id, id)))[0]!;
const retrievalsOf = (token: string) => iyzico.retrievals.filter((r) => r.token === token);
const inFuture = (ms: number) => new Date(clock.now().getTime() + ms);
const lookup = async (row: { code: string }) =>
  (
    await api.call("GET", `/v1/reservations/lookup?code=${row.code}&email=${EMAIL}`, {
      headers: { "x-forwarded-for": nextIp() },
    })
  ).json.content;

describe("a hold whose callback never came", () => {
  it("is recorded held by the card-payments job, once, and staff can release it", async () => {
    const { row, token, hold } = await openedHold(40);
    const paymentId = iyzico.pay(token); // …and the guest closes the tab: no callback.

    // Within two minutes its callback may still come: not asked about.
    expect((await reconcileDepositHolds(api.db, api.config, inFuture(MINUTE))).asked).toBe(0);
    expect(retrievalsOf(token)).toHaveLength(0);

    const later = inFuture(3 * MINUTE);
    const restore = setClock(() => later);
    try {
      const result = await cardPaymentsJob({ db: api.db, config: api.config }).run();
      expect(result.holds.held).toBeGreaterThanOrEqual(1);
    } finally {
      restore();
    }
    expect(retrievalsOf(token)).toHaveLength(1);
    expect(await holdOf(hold.id)).toMatchObject({ state: "held", providerPaymentId: paymentId, heldAt: later });
    expect((await lookup(row)).security_deposit).toMatchObject({ state: "held", card_hold_offered: false });
    // A hold writes nothing to the ledger.
    const ledger = await api.db.select().from(transactions).where(eq(transactions.reservationId, row.id));
    expect(ledger.filter((t) => t.kind === "damage_deposit")).toEqual([]);

    // Nothing more is asked; a late callback finds it held.
    await reconcileDepositHolds(api.db, api.config, inFuture(60 * MINUTE));
    expect(retrievalsOf(token)).toHaveLength(1);
    expect((await settleIyzicoCallback(api.db, api.config, token)).result).toBe("held");
    expect(await holdsOf(row.id)).toHaveLength(1);

    const released = await api.call("POST", `/v1/admin/security-deposits/${hold.id}/release`, {
      token: cast.adminToken,
      body: {},
    });
    expect(released.status).toBe(200);
    expect(iyzico.cancels.filter((c) => c.paymentId === paymentId)).toHaveLength(1);
  });

  it("is held once when the callback and the job (on two instances) settle it at the same moment", async () => {
    const { row, token, hold } = await openedHold(41);
    const paymentId = iyzico.pay(token);
    const later = inFuture(3 * MINUTE);
    const [callback, , job, otherJob] = await Promise.all([
      settleIyzicoCallback(api.db, api.config, token, later),
      settleIyzicoCallback(other.db, other.config, token, later),
      reconcileDepositHolds(api.db, api.config, later),
      reconcileDepositHolds(other.db, other.config, later),
    ]);
    expect(callback.result).toBe("held");
    // The job's claim lets one instance ask; whoever records first wins, the others change nothing.
    expect(job.asked + otherJob.asked).toBeLessThanOrEqual(1);
    expect(job.held + otherJob.held).toBeLessThanOrEqual(1);
    const holds = await holdsOf(row.id);
    expect(holds).toHaveLength(1);
    expect(holds[0]).toMatchObject({ id: hold.id, state: "held", providerPaymentId: paymentId, heldAt: later });
  });

  it("is marked failed with iyzico's words when the card was declined, and the guest may start again", async () => {
    const { row, token, hold } = await openedHold(42);
    iyzico.fail(token, "Yetersiz bakiye");
    const result = await reconcileDepositHolds(api.db, api.config, inFuture(3 * MINUTE));
    expect(result.failed).toBeGreaterThanOrEqual(1);
    expect(await holdOf(hold.id)).toMatchObject({
      state: "failed",
      message: "Yetersiz bakiye",
      providerPaymentId: null,
    });
    expect((await lookup(row)).security_deposit).toMatchObject({ state: null, card_hold_offered: true });
  });

  it("stays started while its page may still be paid, and is expired once the token's 30 minutes are over", async () => {
    const { token, hold } = await openedHold(43);
    await reconcileDepositHolds(api.db, api.config, inFuture(3 * MINUTE));
    expect(await holdOf(hold.id)).toMatchObject({ state: "started", inquiries: 1 });

    const result = await reconcileDepositHolds(api.db, api.config, inFuture(36 * MINUTE));
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect(retrievalsOf(token)).toHaveLength(2);
    expect(await holdOf(hold.id)).toMatchObject({ state: "failed", message: EXPIRED_MESSAGE });
  });

  it("is not expired while iyzico's fraud check holds the payment for review", async () => {
    const { token, hold } = await openedHold(44);
    iyzico.pay(token, 0);
    await reconcileDepositHolds(api.db, api.config, inFuture(36 * MINUTE));
    expect(await holdOf(hold.id)).toMatchObject({ state: "started", inquiries: 1 });
    expect(retrievalsOf(token)).toHaveLength(1);
  });
});

describe("a hold while iyzico gives the retrieve no answer", () => {
  it("stays started, asked again later with a growing interval, then settles", async () => {
    const { token, hold } = await openedHold(45);
    const paymentId = iyzico.pay(token);
    iyzico.retrieveDown(true);
    try {
      const first = inFuture(3 * MINUTE);
      expect((await reconcileDepositHolds(api.db, api.config, first)).held).toBe(0);
      expect(retrievalsOf(token)).toHaveLength(1);
      const waiting = await holdOf(hold.id);
      expect(waiting).toMatchObject({ state: "started", inquiries: 1 });
      expect(waiting.nextInquiryAt!.getTime()).toBe(first.getTime() + 4 * MINUTE);

      // The job runs every minute: not asked again before the interval is over.
      await reconcileDepositHolds(api.db, api.config, new Date(first.getTime() + MINUTE));
      expect(retrievalsOf(token)).toHaveLength(1);
      const second = new Date(first.getTime() + 4 * MINUTE);
      await reconcileDepositHolds(api.db, api.config, second);
      expect(retrievalsOf(token)).toHaveLength(2);
      const again = await holdOf(hold.id);
      expect(again).toMatchObject({ state: "started", inquiries: 2 });
      expect(again.nextInquiryAt!.getTime()).toBe(second.getTime() + 8 * MINUTE);
    } finally {
      iyzico.retrieveDown(false);
    }
    // Unanswered past the page's 30 minutes is not "expired": once iyzico answers, the hold is recorded.
    const result = await reconcileDepositHolds(api.db, api.config, inFuture(60 * MINUTE));
    expect(result.held).toBeGreaterThanOrEqual(1);
    expect(await holdOf(hold.id)).toMatchObject({ state: "held", providerPaymentId: paymentId });
  });
});
