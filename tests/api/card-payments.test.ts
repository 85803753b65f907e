import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { clock } from "@/lib/clock";
import { addDays } from "@/lib/dates";
import { cardPayments, cardRefunds, mailOutbox, reservations, transactions } from "@/server/db/schema";
import { reconcileCardPayments } from "@/server/payments/card/reconcile-card-payments";
import { afterFile } from "../support/after-file";
import { type BookingCast, book, bookingCast, nextIp, reservationBody } from "../support/booking-fixtures";
import { type PaytrServer, startPaytrServer, paytrAppEnv } from "../support/paytr-server";
import { createTestApi, type TestApi } from "../support/test-api";
import { nextSaturday } from "../support/test-dates";

const merchant = { merchantId: "123456", merchantKey: "test-merchant-key", merchantSalt: "test-merchant-salt" };
const EMAIL = "elif.sahin@example.com";

let api: TestApi;
let cast: BookingCast;
let paytr: PaytrServer;
/** The instances PayTR's copies reach, in turn (two apps over one database: on PostgreSQL, two pools). */
let instances: TestApi[] = [];
let delivered = 0;

beforeAll(async () => {
  // The stand-in notifies the app in-process (the API tests never listen on a port).
  paytr = await startPaytrServer(merchant, (form) =>
    instances[delivered++ % instances.length]!.app.request("/v1/payments/paytr/callback", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form,
    }),
  );
  afterFile(() => paytr.close());
  const env = paytrAppEnv(paytr, merchant);
  api = await createTestApi(env);
  instances = [api, await createTestApi(env, { sameDatabaseAs: api })];
  cast = await bookingCast(api);
});

/** A week's website booking (€7.000, deposit €1.400) starting `weeksAhead` Saturdays from the next one. */
async function booking(weeksAhead: number, boat = cast.ownBoat) {
  const start = nextSaturday(weeksAhead);
  const res = await book(api, reservationBody(boat, { start_date: start, end_date: addDays(start, 7) }));
  expect(res.status).toBe(201);
  const [row] = await api.db.select().from(reservations).where(eq(reservations.code, res.json.content.code));
  return row!;
}

const startPayment = (row: { code: string }, headers: Record<string, string> = {}, call = api.call) =>
  call("POST", "/v1/reservations/payments", {
    body: { code: row.code, email: EMAIL },
    headers: { "x-forwarded-for": nextIp(), ...headers },
  });

async function started(row: { code: string }) {
  const res = await startPayment(row);
  expect(res.status).toBe(201);
  return res.json.content as { order_id: string; amount: number; purpose: string; url: string; kind: string };
}

const ledger = (reservationId: number) =>
  api.db.select().from(transactions).where(eq(transactions.reservationId, reservationId));
const reservationOf = async (id: number) =>
  (await api.db.select().from(reservations).where(eq(reservations.id, id)))[0]!;
const attemptOf = async (orderId: string) =>
  (await api.db.select().from(cardPayments).where(eq(cardPayments.orderId, orderId)))[0]!;
const confirmationMails = (reservationId: number) =>
  api.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.reservationId, reservationId), eq(mailOutbox.templateKey, "reservation_confirmed")));

describe("POST /v1/reservations/payments", () => {
  it("starts the deposit's payment at PayTR, signed, with the amount the server computed", async () => {
    const row = await booking(8);
    const res = await startPayment(row, { "x-forwarded-for": "203.0.113.7" });
    expect(res.status).toBe(201);
    const page = res.json.content;
    expect(page).toMatchObject({ kind: "iframe", purpose: "deposit", amount: 140_000, currency: "EUR" });
    expect(page.url).toMatch(new RegExp(`^${paytr.base}/odeme/guvenli/[0-9a-f]+$`));
    expect(page.order_id).toMatch(/^[A-Za-z0-9]{1,64}$/);

    // The stand-in accepted our signature and kept what PayTR would have been told.
    const sent = paytr.attempts.get(page.order_id)!;
    expect(sent).toMatchObject({
      paymentAmount: 140_000,
      currency: "EUR",
      email: EMAIL,
      userIp: "203.0.113.7",
      testMode: "1",
      okUrl: `https://liman.test/enquire?code=${row.code}`,
    });
    expect(sent.basket).toEqual([[`Kapora %20 – ${cast.ownBoat.name} (${row.code})`, "1400.00", 1]]);
    expect(await attemptOf(page.order_id)).toMatchObject({
      reservationId: row.id,
      provider: "paytr",
      amount: 140_000,
      purpose: "deposit",
      state: "started",
      providerToken: sent.token,
    });
    // Nothing is paid or confirmed by starting.
    expect(await ledger(row.id)).toEqual([]);
    expect((await reservationOf(row.id)).status).toBe("option");
  });

  it("asks for everything at once when the stay starts within balance_due_days, the balance once the deposit is paid", async () => {
    const soon = await booking(0); // starts in 7–13 days, inside the default 30
    expect(await started(soon)).toMatchObject({ purpose: "deposit", amount: 700_000 });
    expect(paytr.attempts.get((await started(soon)).order_id)!.basket).toEqual([
      [`Ödeme – ${cast.ownBoat.name} (${soon.code})`, "7000.00", 1],
    ]);

    const later = await booking(9);
    const deposit = await api.call("POST", "/v1/admin/transactions", {
      token: cast.adminToken,
      body: { reservation_id: later.id, kind: "deposit", method: "bank_transfer", amount: 140_000 },
    });
    expect(deposit.status).toBe(201);
    expect(await started(later)).toMatchObject({ purpose: "balance", amount: 560_000 });
  });

  it("refuses a closed reservation, one with nothing due, and a wrong e-mail; an amount from the browser is ignored", async () => {
    const paidUp = await booking(10);
    await api.call("POST", "/v1/admin/transactions", {
      token: cast.adminToken,
      body: { reservation_id: paidUp.id, kind: "deposit", method: "cash", amount: 700_000 },
    });
    const nothing = await startPayment(paidUp);
    expect(nothing.status).toBe(422);
    expect(nothing.json.code).toBe("NOTHING_DUE");

    const cancelled = await booking(11);
    await api.call("PUT", `/v1/admin/reservations/${cancelled.id}`, {
      token: cast.adminToken,
      body: { status: "cancelled" },
    });
    const closed = await startPayment(cancelled);
    expect(closed.status).toBe(422);
    expect(closed.json.code).toBe("RESERVATION_CLOSED");

    const wrong = await api.call("POST", "/v1/reservations/payments", {
      body: { code: cancelled.code, email: "someone@example.com" },
      headers: { "x-forwarded-for": nextIp() },
    });
    expect(wrong.status).toBe(404);

    const row = await booking(12);
    const res = await api.call("POST", "/v1/reservations/payments", {
      body: { code: row.code, email: EMAIL, amount: 1 },
      headers: { "x-forwarded-for": nextIp() },
    });
    expect(res.status).toBe(201);
    expect(res.json.content.amount).toBe(140_000);
    expect((await api.call("POST", "/v1/reservations/payments", { body: { code: row.code } })).status).toBe(400);
  });
});

describe("POST /v1/payments/paytr/callback", () => {
  it("answers OK to 20 copies of one notification at once, on two instances, and records one payment, which confirms the option once", async () => {
    const row = await booking(13);
    const page = await started(row);
    const answers = await paytr.complete(page.order_id, "success", { copies: 20 });
    expect(answers).toHaveLength(20);
    for (const answer of answers)
      expect(answer).toEqual({ status: 200, type: "text/plain; charset=UTF-8", body: "OK" });

    const rows = await ledger(row.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "deposit",
      method: "card",
      amount: 140_000,
      currency: "EUR",
      provider: "paytr",
      providerOrderId: page.order_id,
      recordedBy: null,
      attention: [],
    });
    expect(await reservationOf(row.id)).toMatchObject({ status: "confirmed", optionExpiresAt: null });
    expect(await confirmationMails(row.id)).toHaveLength(1);
    expect(await attemptOf(page.order_id)).toMatchObject({ state: "paid", notifiedAmount: 140_000 });

    // PayTR repeats a notification until it reads OK, hours later too: each copy is OK, none adds anything.
    for (const answer of await paytr.notifyAgain(page.order_id, 3)) expect(answer.body).toBe("OK");
    expect(await ledger(row.id)).toHaveLength(1);
    expect(await confirmationMails(row.id)).toHaveLength(1);

    // Staff see it as an online card payment in the reservation's payments.
    const detail = await api.call("GET", `/v1/admin/reservations/${row.id}`, { token: cast.adminToken });
    expect(detail.json.content).toMatchObject({ status: "confirmed", paid: 140_000, due: 560_000 });
    expect(detail.json.content.transactions[0]).toMatchObject({
      method: "card",
      provider: "paytr",
      provider_order_id: page.order_id,
      refundable: 140_000,
      attention: [],
      recorded_by: null,
    });
  });

  it("refuses a notification with a bad hash (400, not OK) and records nothing", async () => {
    const row = await booking(14);
    const page = await started(row);
    paytr.attempts.get(page.order_id)!.state = "success";
    const [answer] = await paytr.badHash(page.order_id);
    expect(answer!.status).toBe(400);
    expect(answer!.body).not.toBe("OK");
    expect(JSON.parse(answer!.body)).toMatchObject({ code: "BAD_REQUEST" });
    expect(await ledger(row.id)).toEqual([]);
    expect(await attemptOf(page.order_id)).toMatchObject({ state: "started" });
    expect((await reservationOf(row.id)).status).toBe("option");
  });

  it("answers OK to a failed payment and leaves the option as it was", async () => {
    const row = await booking(15);
    const before = await reservationOf(row.id);
    const page = await started(row);
    const [answer] = await paytr.complete(page.order_id, "failed");
    expect(answer).toMatchObject({ status: 200, body: "OK" });
    expect(await attemptOf(page.order_id)).toMatchObject({
      state: "failed",
      failureReason: "0 Kartin limiti yetersiz",
    });
    expect(await ledger(row.id)).toEqual([]);
    const after = await reservationOf(row.id);
    expect(after).toMatchObject({ status: "option", optionExpiresAt: before.optionExpiresAt });
    expect(await confirmationMails(row.id)).toHaveLength(0);
  });

  it("records a payment for a reservation cancelled meanwhile, and a second tab's payment, each flagged for staff", async () => {
    const cancelled = await booking(16);
    const page = await started(cancelled);
    await api.call("PUT", `/v1/admin/reservations/${cancelled.id}`, {
      token: cast.adminToken,
      body: { status: "cancelled" },
    });
    expect((await paytr.complete(page.order_id, "success"))[0]!.body).toBe("OK");
    const [kept] = await ledger(cancelled.id);
    expect(kept).toMatchObject({ amount: 140_000, attention: ["reservation_closed"] });
    expect((await reservationOf(cancelled.id)).status).toBe("cancelled");

    const row = await booking(17);
    const first = await started(row);
    const second = await started(row);
    await paytr.complete(first.order_id, "success");
    await paytr.complete(second.order_id, "success");
    const rows = (await ledger(row.id)).sort((a, b) => a.id - b.id);
    expect(rows.map((r) => [r.providerOrderId, r.amount, r.attention])).toEqual([
      [first.order_id, 140_000, []],
      [second.order_id, 140_000, ["extra_payment"]],
    ]);
    expect(await confirmationMails(row.id)).toHaveLength(1);

    // Staff find the flagged payments in the payments list.
    const flagged = await api.call("GET", `/v1/admin/transactions?attention=true&reservation_id=${row.id}`, {
      token: cast.adminToken,
    });
    expect(flagged.json.content.items.map((t: { provider_order_id: string }) => t.provider_order_id)).toEqual([
      second.order_id,
    ]);
  });

  it("takes the amount from the attempt and flags a notified total that differs", async () => {
    const row = await booking(18);
    const page = await started(row);
    await paytr.complete(page.order_id, "success", { totalAmount: 99 });
    const [paid] = await ledger(row.id);
    expect(paid).toMatchObject({ amount: 140_000, attention: ["amount_mismatch"] });
  });

  it("refuses what is not a notification: missing fields (400), JSON (415)", async () => {
    const post = (body: string, type: string) =>
      api.app.request("/v1/payments/paytr/callback", { method: "POST", headers: { "content-type": type }, body });
    expect((await post("merchant_oid=ABC&status=success", "application/x-www-form-urlencoded")).status).toBe(400);
    expect((await post(JSON.stringify({ merchant_oid: "ABC" }), "application/json")).status).toBe(415);
  });
});

describe("reconciliation of lost notifications", () => {
  it("records a payment whose notification never came once, by the status inquiry; its late notification adds nothing", async () => {
    const row = await booking(19);
    const page = await started(row);
    expect(await paytr.complete(page.order_id, "success", { lose: true })).toEqual([]);
    const inquiries = () => paytr.callsTo("/odeme/durum-sorgu").filter((c) => c.form.merchant_oid === page.order_id);

    // Too early: not asked about yet.
    await reconcileCardPayments(api.db, api.config, new Date(clock.now().getTime() + 60_000));
    expect(inquiries()).toHaveLength(0);

    const later = new Date(clock.now().getTime() + 901_000);
    const result = await reconcileCardPayments(api.db, api.config, later);
    expect(result.recorded).toBeGreaterThanOrEqual(1);
    expect(inquiries()).toHaveLength(1);
    const rows = await ledger(row.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 140_000, provider: "paytr", providerOrderId: page.order_id });
    expect((await reservationOf(row.id)).status).toBe("confirmed");

    // Neither another pass nor the late notification adds a payment.
    await reconcileCardPayments(api.db, api.config, new Date(later.getTime() + 901_000));
    expect(inquiries()).toHaveLength(1);
    expect((await paytr.notifyAgain(page.order_id))[0]!.body).toBe("OK");
    expect(await ledger(row.id)).toHaveLength(1);
    expect(await confirmationMails(row.id)).toHaveLength(1);
  });

  it("leaves an attempt the provider has no payment for as it is", async () => {
    const row = await booking(20);
    const page = await started(row);
    await reconcileCardPayments(api.db, api.config, new Date(clock.now().getTime() + 901_000));
    expect(await attemptOf(page.order_id)).toMatchObject({ state: "started" });
    expect(await ledger(row.id)).toEqual([]);
  });
});

describe("POST /v1/admin/transactions/:id/refund", () => {
  async function paidByCard(weeksAhead: number) {
    const row = await booking(weeksAhead);
    const page = await started(row);
    await paytr.complete(page.order_id, "success");
    const [payment] = await ledger(row.id);
    return { row, page, payment: payment! };
  }
  const refund = (id: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    api.call("POST", `/v1/admin/transactions/${id}/refund`, { token: cast.adminToken, body, headers });

  it("reaches PayTR once in its format and the ledger once", async () => {
    const { row, page, payment } = await paidByCard(21);
    const res = await refund(payment.id, { amount: 50_050, note: "Misafir bir gün erken ayrılıyor" });
    expect(res.status).toBe(201);
    expect(res.json.content).toMatchObject({
      kind: "refund",
      method: "card",
      amount: 50_050,
      provider: "paytr",
      refund_of: payment.id,
      recorded_by: { id: cast.admin.id },
      reservation: { paid: 140_000 - 50_050 },
    });
    const calls = paytr.callsTo("/odeme/iade").filter((c) => c.form.merchant_oid === page.order_id);
    expect(calls).toHaveLength(1);
    // Each refund request carries its own reference (PayTR's reference_no), kept with the request.
    const [request] = await api.db.select().from(cardRefunds).where(eq(cardRefunds.paymentId, payment.id));
    expect(request).toMatchObject({ state: "refunded", note: "Misafir bir gün erken ayrılıyor" });
    expect(calls[0]!.form).toMatchObject({
      merchant_id: merchant.merchantId,
      return_amount: "500.50",
      reference_no: request!.reference,
    });
    expect(paytr.refunds.filter((r) => r.merchantOid === page.order_id)).toEqual([
      { merchantOid: page.order_id, returnAmount: "500.50", referenceNo: request!.reference },
    ]);
    const refunds = (await ledger(row.id)).filter((t) => t.kind === "refund");
    expect(refunds).toHaveLength(1);
    const listed = await api.call("GET", `/v1/admin/transactions/${payment.id}`, { token: cast.adminToken });
    expect(listed.json.content.refundable).toBe(140_000 - 50_050);

    // What the provider took is not rewritten by hand.
    const edit = await api.call("PATCH", `/v1/admin/transactions/${payment.id}`, {
      token: cast.adminToken,
      body: { amount: 1_000, reason: "Yanlış tutar" },
    });
    expect(edit.status).toBe(422);
    expect(edit.json.code).toBe("ONLINE_PAYMENT");
  });

  it("refuses more than is left of the payment before PayTR is asked", async () => {
    const { payment, page } = await paidByCard(22);
    expect((await refund(payment.id, { amount: 100_000 })).status).toBe(201);
    const over = await refund(payment.id, { amount: 40_001 });
    expect(over.status).toBe(422);
    expect(over.json.code).toBe("REFUND_TOO_LARGE");
    expect(over.json.content).toBe("İade tutarı bu ödemeden iade edilebilecek tutarı (€400,00) aşamaz.");
    expect(paytr.callsTo("/odeme/iade").filter((c) => c.form.merchant_oid === page.order_id)).toHaveLength(1);

    const staffPayment = await api.call("POST", "/v1/admin/transactions", {
      token: cast.adminToken,
      body: { reservation_id: payment.reservationId, kind: "balance", method: "bank_transfer", amount: 1_000 },
    });
    const notCard = await refund(staffPayment.json.content.id, { amount: 500 });
    expect(notCard.status).toBe(422);
    expect(notCard.json.code).toBe("NOT_CARD_PAYMENT");
  });

  it("shows PayTR's refusal to staff and writes no refund", async () => {
    const { row, payment } = await paidByCard(23);
    paytr.refuseRefunds("Iade suresi gecmis");
    try {
      const refused = await refund(payment.id, { amount: 10_000 });
      expect(refused.status).toBe(422);
      expect(refused.json.code).toBe("REFUND_REFUSED");
      expect(refused.json.content).toBe("Ödeme sağlayıcısı iadeyi reddetti: Iade suresi gecmis");
      const english = await refund(payment.id, { amount: 10_000 }, { "accept-language": "en" });
      expect(english.json.content).toBe("The payment provider refused the refund: Iade suresi gecmis");
    } finally {
      paytr.refuseRefunds(undefined);
    }
    expect((await ledger(row.id)).filter((t) => t.kind === "refund")).toEqual([]);
    const requests = await api.db.select().from(cardRefunds).where(eq(cardRefunds.paymentId, payment.id));
    expect(requests.map((r) => [r.state, r.message])).toEqual([
      ["refused", "Iade suresi gecmis"],
      ["refused", "Iade suresi gecmis"],
    ]);
    // Refused requests hold nothing back: the whole payment is still refundable.
    expect((await refund(payment.id, { amount: 140_000 })).status).toBe(201);
  });

  it("is for ADMIN only", async () => {
    const { payment } = await paidByCard(24);
    const res = await api.call("POST", `/v1/admin/transactions/${payment.id}/refund`, {
      token: cast.ownerToken,
      body: { amount: 1_000 },
    });
    expect(res.status).toBe(403);
  });
});

describe("without a provider, and in English", () => {
  it("answers PAYMENTS_DISABLED in the asker's language", async () => {
    const { parseConfig } = await import("@/server/config");
    const bankOnly = api.withDeps({ config: parseConfig({ DATA_DIR: "./unused", JWT_SECRET: "t".repeat(40) }) });
    const row = await booking(25);
    const res = await startPayment(row, { "accept-language": "en" }, bankOnly.call);
    expect(res.status).toBe(422);
    expect(res.json.code).toBe("PAYMENTS_DISABLED");
    expect(res.json.content).toBe("Card payments are not available at the moment; please pay by bank transfer.");
    const callback = await bankOnly.app.request("/v1/payments/paytr/callback", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "merchant_oid=ABC&status=success&total_amount=1&hash=x",
    });
    expect(callback.status).toBe(422);
  });

  it("writes the new answers in English with Accept-Language: en", async () => {
    const row = await booking(26);
    const en = { "accept-language": "en" };
    const page = await startPayment(row, en);
    expect(page.status).toBe(201);
    expect(paytr.attempts.get(page.json.content.order_id)).toMatchObject({
      okUrl: `https://liman.test/en/enquire?code=${row.code}`,
      basket: [[`Deposit 20% – ${cast.ownBoat.name} (${row.code})`, "1400.00", 1]],
    });
    await api.call("PUT", `/v1/admin/reservations/${row.id}`, {
      token: cast.adminToken,
      body: { status: "cancelled" },
    });
    const closed = await startPayment(row, en);
    expect(closed.json.content).toBe("This booking is cancelled or expired; it cannot be paid.");
    const [bad] = await paytr.badHash(page.json.content.order_id);
    expect(bad!.status).toBe(400);
  });
});
