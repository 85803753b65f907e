import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { clock, setClock } from "@/lib/clock";
import { addDays } from "@/lib/dates";
import { cardRefunds, reservations, transactions } from "@/server/db/schema";
import { cardPaymentsJob } from "@/server/payments/card/card-payments-job";
import { reconcileCardRefunds } from "@/server/payments/card/reconcile-card-refunds";
import { recordCardRefund } from "@/server/payments/card/record-card-refund";
import { afterFile } from "../support/after-file";
import { type BookingCast, book, bookingCast, nextIp, reservationBody } from "../support/booking-fixtures";
import { type PaytrServer, startPaytrServer, paytrAppEnv } from "../support/paytr-server";
import { createTestApi, type TestApi } from "../support/test-api";
import { nextSaturday } from "../support/test-dates";

// Issue 29: a card refund the provider never answered is settled by asking PayTR about its reference_no.
const merchant = { merchantId: "123456", merchantKey: "test-merchant-key", merchantSalt: "test-merchant-salt" };
const EMAIL = "elif.sahin@example.com";
const MINUTE = 60_000;

let api: TestApi;
/** A second instance over the same database (on PostgreSQL its own pool): the races meet in the database. */
let other: TestApi;
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
  const env = paytrAppEnv(paytr, merchant);
  api = await createTestApi(env);
  other = await createTestApi(env, { sameDatabaseAs: api });
  cast = await bookingCast(api);
});

/** A week's booking whose deposit (€1.400) the guest paid by card through PayTR. */
async function paidByCard(weeksAhead: number) {
  const start = nextSaturday(weeksAhead);
  const booked = await book(api, reservationBody(cast.ownBoat, { start_date: start, end_date: addDays(start, 7) }));
  expect(booked.status).toBe(201);
  const [row] = await api.db.select().from(reservations).where(eq(reservations.code, booked.json.content.code));
  const page = await api.call("POST", "/v1/reservations/payments", {
    body: { code: row!.code, email: EMAIL },
    headers: { "x-forwarded-for": nextIp() },
  });
  expect(page.status).toBe(201);
  const orderId = page.json.content.order_id as string;
  await paytr.complete(orderId, "success");
  const [payment] = await ledger(row!.id);
  return { row: row!, orderId, payment: payment! };
}

const ledger = (reservationId: number) =>
  api.db.select().from(transactions).where(eq(transactions.reservationId, reservationId));
const refundRows = async (reservationId: number) => (await ledger(reservationId)).filter((t) => t.kind === "refund");
const requestsOf = (paymentId: number) =>
  api.db.select().from(cardRefunds).where(eq(cardRefunds.paymentId, paymentId)).orderBy(cardRefunds.id);
const paymentOf = async (paymentId: number) =>
  (await api.call("GET", `/v1/admin/transactions/${paymentId}`, { token: cast.adminToken })).json.content;
const refundable = async (paymentId: number) => (await paymentOf(paymentId)).refundable;
const refund = (id: number, body: Record<string, unknown>) =>
  api.call("POST", `/v1/admin/transactions/${id}/refund`, { token: cast.adminToken, body });
const inquiries = (orderId: string) =>
  paytr.callsTo("/odeme/durum-sorgu").filter((c) => c.form.merchant_oid === orderId);
const inFuture = (ms: number) => new Date(clock.now().getTime() + ms);

/** A refund the provider gives no answer to, in the way `fault` says: 502 REFUND_UNCERTAIN, the request held. */
async function unanswered(paymentId: number, amount: number, fault: "answer_lost" | "not_reached") {
  paytr.refundFault(fault);
  try {
    const res = await refund(paymentId, { amount, note: "Misafir bir gün erken ayrılıyor" });
    expect(res.status).toBe(502);
    expect(res.json.code).toBe("REFUND_UNCERTAIN");
  } finally {
    paytr.refundFault(undefined);
  }
  const requests = await requestsOf(paymentId);
  const request = requests[requests.length - 1]!;
  expect(request).toMatchObject({ state: "requested", amount });
  expect(request.reference).toMatch(/^[A-Za-z0-9]{1,64}$/);
  return request;
}

describe("a refund whose answer was lost", () => {
  it("sends its reference_no, and is written in the ledger once by the reconciliation, in the success path's shape", async () => {
    const { row, orderId, payment } = await paidByCard(30);
    const request = await unanswered(payment.id, 50_050, "answer_lost");
    // PayTR made it, with our reference; Liman does not know yet and holds the amount.
    const sent = paytr.callsTo("/odeme/iade").filter((c) => c.form.merchant_oid === orderId);
    expect(sent.map((c) => c.form.reference_no)).toEqual([request.reference]);
    expect(paytr.refunds.filter((r) => r.merchantOid === orderId)).toEqual([
      { merchantOid: orderId, returnAmount: "500.50", referenceNo: request.reference },
    ]);
    expect(await refundRows(row.id)).toEqual([]);
    expect(await paymentOf(payment.id)).toMatchObject({ refundable: 140_000 - 50_050, refund_pending: 50_050 });

    // Within the first two minutes its own call may still be out: not asked about.
    await reconcileCardRefunds(api.db, api.config, inFuture(MINUTE));
    expect(inquiries(orderId)).toHaveLength(0);

    const result = await reconcileCardRefunds(api.db, api.config, inFuture(3 * MINUTE));
    expect(result.refunded).toBeGreaterThanOrEqual(1);
    expect(inquiries(orderId)).toHaveLength(1);
    const rows = await refundRows(row.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "refund",
      method: "card",
      amount: 50_050,
      currency: "EUR",
      provider: "paytr",
      reference: orderId,
      note: "Misafir bir gün erken ayrılıyor",
      refundOf: payment.id,
      recordedBy: cast.admin.id,
      voidedAt: null,
    });
    expect((await requestsOf(payment.id))[0]).toMatchObject({ state: "refunded", refundTransactionId: rows[0]!.id });
    expect(await paymentOf(payment.id)).toMatchObject({ refundable: 140_000 - 50_050, refund_pending: 0 });
    const detail = await api.call("GET", `/v1/admin/reservations/${row.id}`, { token: cast.adminToken });
    expect(detail.json.content).toMatchObject({ paid: 140_000 - 50_050 });

    // Nothing more: neither another pass nor staff asking adds a row or sends the refund again.
    await reconcileCardRefunds(api.db, api.config, inFuture(60 * MINUTE));
    expect(await refundRows(row.id)).toHaveLength(1);
    expect(paytr.callsTo("/odeme/iade").filter((c) => c.form.merchant_oid === orderId)).toHaveLength(1);
  });

  it("is written once when two instances and staff settle it at the same moment", async () => {
    const { row, payment } = await paidByCard(31);
    await unanswered(payment.id, 20_000, "answer_lost");
    const later = inFuture(3 * MINUTE);
    // `paymentId` asks now whatever the backoff claim says: each of the four asks PayTR and finds the refund made.
    const passes = await Promise.all([
      reconcileCardRefunds(api.db, api.config, later, { paymentId: payment.id }),
      reconcileCardRefunds(other.db, other.config, later, { paymentId: payment.id }),
      reconcileCardRefunds(api.db, api.config, later),
      reconcileCardRefunds(other.db, other.config, later),
    ]);
    expect(passes.reduce((n, p) => n + p.refunded, 0)).toBeGreaterThanOrEqual(1);
    expect(await refundRows(row.id)).toHaveLength(1);
    expect((await requestsOf(payment.id))[0]!.state).toBe("refunded");

    // The guard itself: the success path's writer, twice at once on two pools, writes one row.
    const second = await paidByCard(32);
    const open = await unanswered(second.payment.id, 30_000, "answer_lost");
    const written = await Promise.all([
      recordCardRefund(api.db, open.id, undefined, later),
      recordCardRefund(other.db, open.id, undefined, later),
      recordCardRefund(api.db, open.id, undefined, later),
    ]);
    expect(written.filter((w) => w?.recorded)).toHaveLength(1);
    expect(new Set(written.map((w) => w?.transactionId)).size).toBe(1);
    expect(await refundRows(second.row.id)).toHaveLength(1);
  });

  it("is settled by staff's inquiry (POST …/refund-inquiry), ADMIN only", async () => {
    const { row, payment } = await paidByCard(33);
    await unanswered(payment.id, 10_000, "answer_lost");
    const ask = (token: string) => api.call("POST", `/v1/admin/transactions/${payment.id}/refund-inquiry`, { token });

    // Asked at once after the 502: too soon, still pending, nothing written.
    const soon = await ask(cast.adminToken);
    expect(soon.status).toBe(200);
    expect(soon.json.content).toEqual({ refunded: 0, not_received: 0, pending: 1 });
    expect((await ask(cast.ownerToken)).status).toBe(403);

    const later = inFuture(3 * MINUTE);
    const restore = setClock(() => later);
    try {
      const res = await ask(cast.adminToken);
      expect(res.status).toBe(200);
      expect(res.json.content).toEqual({ refunded: 1, not_received: 0, pending: 0 });
    } finally {
      restore();
    }
    expect(await refundRows(row.id)).toHaveLength(1);
  });
});

describe("a refund that never reached PayTR", () => {
  it("is marked refused with a message, its amount refundable again, and staff may ask anew", async () => {
    const { row, orderId, payment } = await paidByCard(34);
    const request = await unanswered(payment.id, 40_000, "not_reached");
    expect(paytr.refunds.filter((r) => r.merchantOid === orderId)).toEqual([]);
    expect(await refundable(payment.id)).toBe(100_000);

    // The card-payments job (every minute) runs the refunds' reconciliation after the payments'.
    const later = inFuture(3 * MINUTE);
    const restore = setClock(() => later);
    try {
      const result = await cardPaymentsJob({ db: api.db, config: api.config }).run();
      expect(result.refunds.notReceived).toBeGreaterThanOrEqual(1);
    } finally {
      restore();
    }
    const [settled] = await requestsOf(payment.id);
    expect(settled).toMatchObject({ id: request.id, state: "refused", refundTransactionId: null });
    expect(settled!.message).toContain(request.reference);
    expect(await refundRows(row.id)).toEqual([]);
    expect(await refundable(payment.id)).toBe(140_000);

    // Staff send it again: a new request with its own reference, answered this time.
    const again = await refund(payment.id, { amount: 40_000 });
    expect(again.status).toBe(201);
    const requests = await requestsOf(payment.id);
    expect(requests.map((r) => r.state)).toEqual(["refused", "refunded"]);
    expect(requests[1]!.reference).not.toBe(request.reference);
    expect(paytr.refunds.filter((r) => r.merchantOid === orderId)).toEqual([
      { merchantOid: orderId, returnAmount: "400.00", referenceNo: requests[1]!.reference },
    ]);
    expect(await refundRows(row.id)).toHaveLength(1);
  });

  it("is not taken for made because an earlier refund of the same amount is listed", async () => {
    const { orderId, payment } = await paidByCard(35);
    expect((await refund(payment.id, { amount: 25_000 })).status).toBe(201);
    await unanswered(payment.id, 25_000, "not_reached");
    await reconcileCardRefunds(api.db, api.config, inFuture(3 * MINUTE));
    expect((await requestsOf(payment.id)).map((r) => r.state)).toEqual(["refunded", "refused"]);
    expect(paytr.refunds.filter((r) => r.merchantOid === orderId)).toHaveLength(1);
    expect(await refundable(payment.id)).toBe(140_000 - 25_000);
  });
});

describe("a refund while PayTR stays unreachable", () => {
  it("stays requested, asked again later with a growing interval, never sent again", async () => {
    const { row, orderId, payment } = await paidByCard(36);
    const request = await unanswered(payment.id, 15_000, "not_reached");
    paytr.down(true);
    try {
      const first = inFuture(3 * MINUTE);
      expect((await reconcileCardRefunds(api.db, api.config, first)).refunded).toBe(0);
      expect(inquiries(orderId)).toHaveLength(1);
      const [waiting] = await requestsOf(payment.id);
      expect(waiting).toMatchObject({ state: "requested", inquiries: 1 });
      expect(waiting!.nextInquiryAt!.getTime()).toBe(first.getTime() + 4 * MINUTE);

      // A minute later (the job runs every minute): not asked again yet.
      await reconcileCardRefunds(api.db, api.config, new Date(first.getTime() + MINUTE));
      expect(inquiries(orderId)).toHaveLength(1);
      const second = new Date(first.getTime() + 4 * MINUTE);
      await reconcileCardRefunds(api.db, api.config, second);
      expect(inquiries(orderId)).toHaveLength(2);
      const [again] = await requestsOf(payment.id);
      expect(again).toMatchObject({ state: "requested", inquiries: 2 });
      expect(again!.nextInquiryAt!.getTime()).toBe(second.getTime() + 8 * MINUTE);
      expect(await refundable(payment.id)).toBe(140_000 - 15_000);
    } finally {
      paytr.down(false);
    }
    expect(paytr.callsTo("/odeme/iade").filter((c) => c.form.merchant_oid === orderId)).toHaveLength(1);
    expect(await refundRows(row.id)).toEqual([]);

    // Once PayTR answers again, it settles (here: it never got the refund).
    await reconcileCardRefunds(api.db, api.config, inFuture(60 * MINUTE));
    expect((await requestsOf(payment.id))[0]).toMatchObject({ id: request.id, state: "refused" });
  });
});
