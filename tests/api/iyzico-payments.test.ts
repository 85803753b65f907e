import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { clock } from "@/lib/clock";
import { addDays } from "@/lib/dates";
import { cardPayments, cardRefunds, mailOutbox, reservations, transactions } from "@/server/db/schema";
import { reconcileCardPayments } from "@/server/payments/card/reconcile-card-payments";
import { reconcileCardRefunds } from "@/server/payments/card/reconcile-card-refunds";
import { afterFile } from "../support/after-file";
import { type BookingCast, book, bookingCast, nextIp, reservationBody } from "../support/booking-fixtures";
import { type IyzicoStandIn, startIyzicoServer, IYZICO_TEST_KEYS, iyzicoAppEnv } from "../support/iyzico-server";
import { createTestApi, type TestApi } from "../support/test-api";
import { nextSaturday } from "../support/test-dates";

// Online card payments through iyzico's checkout form (issue 29) against the stand-in of tests/support/iyzico-server.ts:
// the guest is sent to iyzico's page, iyzico sends the browser back to /v1/payments/iyzico/callback with the token.

const keys = IYZICO_TEST_KEYS;
const EMAIL = "elif.sahin@example.com";
const PAGE = "https://liman.test/enquire";

let api: TestApi;
let cast: BookingCast;
let iyzico: IyzicoStandIn;
/** Two app instances over one database (on PostgreSQL, two pools): copies of a callback reach them in turn. */
let instances: TestApi[] = [];

beforeAll(async () => {
  iyzico = await startIyzicoServer(keys);
  afterFile(() => iyzico.close());
  const env = iyzicoAppEnv(iyzico);
  api = await createTestApi(env);
  instances = [api, await createTestApi(env, { sameDatabaseAs: api })];
  cast = await bookingCast(api);
});

/** A week's website booking (€7.000, deposit €1.400) starting `weeksAhead` Saturdays from the next one. */
async function booking(weeksAhead: number) {
  const start = nextSaturday(weeksAhead);
  const res = await book(api, reservationBody(cast.ownBoat, { start_date: start, end_date: addDays(start, 7) }));
  expect(res.status).toBe(201);
  const [row] = await api.db.select().from(reservations).where(eq(reservations.code, res.json.content.code));
  return row!;
}

async function started(row: { code: string }, headers: Record<string, string> = {}) {
  const res = await api.call("POST", "/v1/reservations/payments", {
    body: { code: row.code, email: EMAIL },
    headers: { "x-forwarded-for": nextIp(), ...headers },
  });
  expect(res.status).toBe(201);
  const page = res.json.content as { order_id: string; amount: number; url: string; kind: string };
  const token = new URL(page.url).searchParams.get("token") as string;
  return { ...page, token };
}

type Return = { status: number; location: string | null; body: string };

/** iyzico's page sends the guest's browser back: a form POST of the token, to `instance` (default the first). */
async function callback(form: string, instance = api): Promise<Return> {
  const res = await instance.app.request("/v1/payments/iyzico/callback", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form,
  });
  return { status: res.status, location: res.headers.get("location"), body: await res.text() };
}
const comeBack = (token: string, instance = api) => callback(new URLSearchParams({ token }).toString(), instance);

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
const retrievalsOf = (token: string) => iyzico.retrievals.filter((r) => r.token === token).length;

describe("POST /v1/reservations/payments with iyzico", () => {
  it("answers iyzico's payment page for the deposit the server computed, and keeps the form's token on the attempt", async () => {
    const row = await booking(8);
    const page = await started(row, { "x-forwarded-for": "203.0.113.9" });
    expect(page).toMatchObject({ kind: "redirect", amount: 140_000, currency: "EUR", purpose: "deposit" });
    expect(page.url).toBe(`${iyzico.base}/pay?token=${page.token}&lang=tr`);

    const sent = iyzico.initializations.find((r) => r.conversationId === page.order_id)!;
    expect(sent).toMatchObject({
      price: "1400.0",
      paidPrice: "1400.0",
      currency: "EUR",
      basketId: page.order_id,
      callbackUrl: "https://liman.test/v1/payments/iyzico/callback",
      buyer: { email: EMAIL, ip: "203.0.113.9" },
    });
    expect(await attemptOf(page.order_id)).toMatchObject({
      provider: "iyzico",
      state: "started",
      providerToken: page.token,
      locale: "tr",
    });
    expect(await ledger(row.id)).toEqual([]);
    expect((await reservationOf(row.id)).status).toBe("option");
  });
});

describe("POST /v1/payments/iyzico/callback", () => {
  it("records a paid form once, confirms the option as a staff deposit would, and sends the guest to their page", async () => {
    const row = await booking(9);
    const page = await started(row);
    const paymentId = iyzico.pay(page.token);

    const back = await comeBack(page.token);
    expect(back).toMatchObject({ status: 303, location: `${PAGE}?code=${row.code}&payment=paid` });
    const rows = await ledger(row.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "deposit",
      method: "card",
      amount: 140_000,
      currency: "EUR",
      provider: "iyzico",
      providerOrderId: page.order_id,
      providerPaymentId: paymentId,
      recordedBy: null,
      attention: [],
    });
    expect(await reservationOf(row.id)).toMatchObject({ status: "confirmed", optionExpiresAt: null });
    expect(await confirmationMails(row.id)).toHaveLength(1);
    expect(await attemptOf(page.order_id)).toMatchObject({ state: "paid", providerPaymentId: paymentId });
    expect(retrievalsOf(page.token)).toBe(1);

    // A reload of the page or the back button posts the token again: the guest lands on the same page, nothing is
    // added, and iyzico is not asked again about a payment already recorded.
    expect((await comeBack(page.token, instances[1])).location).toBe(`${PAGE}?code=${row.code}&payment=paid`);
    expect(await ledger(row.id)).toHaveLength(1);
    expect(await confirmationMails(row.id)).toHaveLength(1);
    expect(retrievalsOf(page.token)).toBe(1);
  });

  it("records one payment for 20 posts of one token at once on two instances, each answered 303 paid", async () => {
    const row = await booking(10);
    const page = await started(row);
    iyzico.pay(page.token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => comeBack(page.token, instances[n % instances.length])),
    );
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 303, location: `${PAGE}?code=${row.code}&payment=paid` });
    }
    expect(await ledger(row.id)).toHaveLength(1);
    expect(await confirmationMails(row.id)).toHaveLength(1);
    expect((await reservationOf(row.id)).status).toBe("confirmed");
  });

  it("records nothing for a payment held by the fraud check, an answer with a bad signature, or a declined card", async () => {
    const held = await booking(11);
    const heldPage = await started(held);
    iyzico.pay(heldPage.token, 0);
    // Held for review: iyzico may still approve it, the reconciliation asks again.
    expect(await comeBack(heldPage.token)).toMatchObject({
      status: 303,
      location: `${PAGE}?code=${held.code}&payment=pending`,
    });

    const forged = await booking(12);
    const forgedPage = await started(forged);
    iyzico.pay(forgedPage.token);
    iyzico.signBadly(forgedPage.token);
    // An answer that does not verify says nothing, paid or not: the guest is not told it failed (nor invited to
    // pay again), the attempt stays open for the reconciliation.
    expect(await comeBack(forgedPage.token)).toMatchObject({
      status: 303,
      location: `${PAGE}?code=${forged.code}&payment=pending`,
    });

    const declined = await booking(13);
    const before = await reservationOf(declined.id);
    const declinedPage = await started(declined);
    iyzico.fail(declinedPage.token, "Kart limiti yetersiz");
    expect(await comeBack(declinedPage.token)).toMatchObject({
      status: 303,
      location: `${PAGE}?code=${declined.code}&payment=failed`,
    });

    const rejected = await booking(14);
    const rejectedPage = await started(rejected);
    iyzico.pay(rejectedPage.token, -1);
    expect((await comeBack(rejectedPage.token)).location).toBe(`${PAGE}?code=${rejected.code}&payment=failed`);

    for (const row of [held, forged, declined, rejected]) {
      expect(await ledger(row.id)).toEqual([]);
      expect((await reservationOf(row.id)).status).toBe("option");
      expect(await confirmationMails(row.id)).toHaveLength(0);
    }
    expect((await reservationOf(declined.id)).optionExpiresAt).toEqual(before.optionExpiresAt);
    expect(await attemptOf(heldPage.order_id)).toMatchObject({ state: "started" });
    expect(await attemptOf(forgedPage.order_id)).toMatchObject({ state: "started" });
    expect(await attemptOf(declinedPage.order_id)).toMatchObject({
      state: "failed",
      failureReason: "Kart limiti yetersiz",
    });
    expect(await attemptOf(rejectedPage.order_id)).toMatchObject({ state: "failed" });
  });

  it("sends a guest who paid in English back to the English page", async () => {
    const row = await booking(15);
    const page = await started(row, { "accept-language": "en" });
    expect(page.url).toMatch(/&lang=en$/);
    iyzico.fail(page.token);
    expect((await comeBack(page.token)).location).toBe(`https://liman.test/en/enquire?code=${row.code}&payment=failed`);
  });

  it("answers 404 to a token of no attempt without asking iyzico, 400 without a token, 415 to JSON", async () => {
    const asked = iyzico.retrievals.length;
    const unknown = await comeBack("0123456789abcdef0123456789abcdef");
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toMatchObject({ code: "NOT_FOUND" });
    expect(iyzico.retrievals.length).toBe(asked);

    expect((await callback("status=success")).status).toBe(400);
    const json = await api.app.request("/v1/payments/iyzico/callback", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: "abc" }),
    });
    expect(json.status).toBe(415);
  });

  it("answers PAYMENTS_DISABLED when iyzico is not configured", async () => {
    const { parseConfig } = await import("@/server/config");
    const bankOnly = api.withDeps({ config: parseConfig({ DATA_DIR: "./unused", JWT_SECRET: "t".repeat(40) }) });
    const res = await bankOnly.app.request("/v1/payments/iyzico/callback", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "token=abc",
    });
    expect(res.status).toBe(422);
    expect((await res.json()).code).toBe("PAYMENTS_DISABLED");
  });
});

describe("reconciliation of an iyzico payment whose callback never came", () => {
  it("records it once by the retrieve; the late callback adds nothing", async () => {
    const row = await booking(16);
    const page = await started(row);
    iyzico.pay(page.token);

    const later = new Date(clock.now().getTime() + 901_000);
    // Earlier tests left attempts iyzico cannot settle (held, a bad signature): asked too, none stops the pass.
    const result = await reconcileCardPayments(api.db, api.config, later);
    expect(result.recorded).toBeGreaterThanOrEqual(1);
    expect(retrievalsOf(page.token)).toBe(1);
    const rows = await ledger(row.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 140_000, provider: "iyzico", providerOrderId: page.order_id });
    expect((await reservationOf(row.id)).status).toBe("confirmed");

    expect((await comeBack(page.token)).location).toBe(`${PAGE}?code=${row.code}&payment=paid`);
    await reconcileCardPayments(api.db, api.config, new Date(later.getTime() + 901_000));
    expect(await ledger(row.id)).toHaveLength(1);
    expect(await confirmationMails(row.id)).toHaveLength(1);
    expect(retrievalsOf(page.token)).toBe(1);
  });
});

describe("refunds of an iyzico payment", () => {
  async function paidByCard(weeksAhead: number) {
    const row = await booking(weeksAhead);
    const page = await started(row);
    iyzico.pay(page.token);
    expect((await comeBack(page.token)).location).toMatch(/payment=paid$/);
    const [payment] = await ledger(row.id);
    return { row, page, payment: payment! };
  }
  const refund = (id: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    api.call("POST", `/v1/admin/transactions/${id}/refund`, { token: cast.adminToken, body, headers });

  it("reaches iyzico once in its format and the ledger once", async () => {
    const { row, page, payment } = await paidByCard(17);
    const res = await refund(payment.id, { amount: 50_050, note: "Misafir bir gün erken ayrılıyor" });
    expect(res.status).toBe(201);
    expect(res.json.content).toMatchObject({
      kind: "refund",
      method: "card",
      amount: 50_050,
      provider: "iyzico",
      refund_of: payment.id,
      reservation: { paid: 140_000 - 50_050 },
    });
    const sent = iyzico.refunds.filter((r) => r.paymentTransactionId === iyzico.paymentTransactionId(page.token));
    expect(sent).toEqual([
      {
        paymentTransactionId: iyzico.paymentTransactionId(page.token),
        price: "500.5",
        currency: "EUR",
        conversationId: (await api.db.select().from(cardRefunds).where(eq(cardRefunds.paymentId, payment.id)))[0]!
          .reference,
        ip: "0.0.0.0",
      },
    ]);
    expect((await ledger(row.id)).filter((t) => t.kind === "refund")).toHaveLength(1);
  });

  it("holds a refund whose payment iyzico's answer does not confirm as uncertain, and sends nothing", async () => {
    const { row, page, payment } = await paidByCard(19);
    iyzico.signBadly(page.token);
    const res = await refund(payment.id, { amount: 10_000 });
    expect(res.status).toBe(502);
    expect(res.json.code).toBe("REFUND_UNCERTAIN");
    expect(iyzico.refunds.filter((r) => r.paymentTransactionId === iyzico.paymentTransactionId(page.token))).toEqual(
      [],
    );
    expect((await ledger(row.id)).filter((t) => t.kind === "refund")).toEqual([]);
    const requests = await api.db.select().from(cardRefunds).where(eq(cardRefunds.paymentId, payment.id));
    expect(requests.map((r) => r.state)).toEqual(["requested"]);
  });

  it("shows iyzico's refusal to staff with its message and writes no refund", async () => {
    const { row, payment } = await paidByCard(18);
    iyzico.refuseRefunds("İade süresi geçmiştir");
    try {
      const refused = await refund(payment.id, { amount: 10_000 });
      expect(refused.status).toBe(422);
      expect(refused.json.code).toBe("REFUND_REFUSED");
      expect(refused.json.content).toBe("Ödeme sağlayıcısı iadeyi reddetti: İade süresi geçmiştir");
    } finally {
      iyzico.refuseRefunds(undefined);
    }
    expect((await ledger(row.id)).filter((t) => t.kind === "refund")).toEqual([]);
    const requests = await api.db.select().from(cardRefunds).where(eq(cardRefunds.paymentId, payment.id));
    expect(requests.map((r) => [r.state, r.message])).toEqual([["refused", "İade süresi geçmiştir"]]);
  });

  it("leaves a refund whose answer was lost to staff: iyzico has no refund lookup, so it is never asked nor sent again", async () => {
    const { row, payment } = await paidByCard(20);
    iyzico.refundFault("answer_lost");
    try {
      const res = await refund(payment.id, { amount: 10_000 });
      expect(res.status).toBe(502);
      expect(res.json.code).toBe("REFUND_UNCERTAIN");
    } finally {
      iyzico.refundFault(undefined);
    }
    const [request] = await api.db.select().from(cardRefunds).where(eq(cardRefunds.paymentId, payment.id));
    // iyzico made it and keeps our reference with it; Liman holds the amount until staff settle it.
    expect(iyzico.refunds.filter((r) => r.conversationId === request!.reference)).toHaveLength(1);
    const retrievals = iyzico.retrievals.length;
    await reconcileCardRefunds(api.db, api.config, new Date(clock.now().getTime() + 3_600_000));
    expect(iyzico.retrievals.length).toBe(retrievals);
    expect(iyzico.refunds.filter((r) => r.conversationId === request!.reference)).toHaveLength(1);
    expect((await api.db.select().from(cardRefunds).where(eq(cardRefunds.id, request!.id)))[0]!.state).toBe(
      "requested",
    );
    expect((await ledger(row.id)).filter((t) => t.kind === "refund")).toEqual([]);

    const asked = await api.call("POST", `/v1/admin/transactions/${payment.id}/refund-inquiry`, {
      token: cast.adminToken,
    });
    expect(asked.status).toBe(422);
    expect(asked.json.code).toBe("REFUND_LOOKUP_UNSUPPORTED");
    expect(asked.json.content).toBe(
      "Bu ödeme sağlayıcısında iadeler sorgulanamıyor; iadenin sonucunu sağlayıcının panelinden kontrol edin.",
    );
  });
});
