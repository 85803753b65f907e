import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { constraintOf } from "@/server/db/pg-error";
import { boats, reservations, securityDeposits, transactions } from "@/server/db/schema";
import { afterFile } from "../support/after-file";
import { type BookingCast, book, bookingCast, nextIp, reservationBody } from "../support/booking-fixtures";
import { type IyzicoStandIn, startIyzicoServer, IYZICO_TEST_KEYS, iyzicoAppEnv } from "../support/iyzico-server";
import { createTestApi, type TestApi } from "../support/test-api";
import { testDatabaseKind } from "../support/test-database";
import { nextSaturday } from "../support/test-dates";

// The damage deposit held on the guest's card (issue 30) through iyzico's pre-authorisation, against the stand-in of
// tests/support/iyzico-server.ts: the guest opens the pre-auth page, iyzico sends the browser back to the callback,
// staff capture part of it (post-auth) or release it (cancel); without iyzico it is taken and settled by hand.

const keys = IYZICO_TEST_KEYS;
const EMAIL = "elif.sahin@example.com";
const PAGE = "https://liman.test/enquire";
const DEPOSIT = 200_000; // €2.000
const onPostgres = testDatabaseKind() === "postgres";

let api: TestApi;
let cast: BookingCast;
let iyzico: IyzicoStandIn;
/** Two app instances over one database: copies of a callback reach them in turn. */
let instances: TestApi[] = [];

beforeAll(async () => {
  iyzico = await startIyzicoServer(keys);
  afterFile(() => iyzico.close());
  const env = iyzicoAppEnv(iyzico);
  api = await createTestApi(env);
  instances = [api, await createTestApi(env, { sameDatabaseAs: api })];
  cast = await bookingCast(api);
  await api.db.update(boats).set({ securityDeposit: DEPOSIT }).where(eq(boats.id, cast.ownBoat.id));
});

/** A week's website booking of the own boat (€7.000) starting `weeksAhead` Saturdays from the next one. */
async function booking(weeksAhead: number, boat: { slug: string } = cast.ownBoat) {
  const start = nextSaturday(weeksAhead);
  const res = await book(api, reservationBody(boat, { start_date: start, end_date: addDays(start, 7) }));
  expect(res.status).toBe(201);
  const [row] = await api.db.select().from(reservations).where(eq(reservations.code, res.json.content.code));
  return row!;
}

const askHold = (row: { code: string }, instance = api) =>
  instance.call("POST", "/v1/reservations/security-deposit", {
    body: { code: row.code, email: EMAIL },
    headers: { "x-forwarded-for": nextIp() },
  });

async function holdPage(row: { code: string }) {
  const res = await askHold(row);
  expect(res.status).toBe(201);
  const page = res.json.content as { order_id: string; amount: number; url: string; currency: string };
  return { ...page, token: new URL(page.url).searchParams.get("token") as string };
}

async function comeBack(token: string, instance = api) {
  const res = await instance.app.request("/v1/payments/iyzico/callback", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token }).toString(),
  });
  return { status: res.status, location: res.headers.get("location") };
}

const holdsOf = (reservationId: number) =>
  api.db.select().from(securityDeposits).where(eq(securityDeposits.reservationId, reservationId));
const ledger = (reservationId: number) =>
  api.db.select().from(transactions).where(eq(transactions.reservationId, reservationId));
const lookup = async (row: { code: string }) =>
  (
    await api.call("GET", `/v1/reservations/lookup?code=${row.code}&email=${EMAIL}`, {
      headers: { "x-forwarded-for": nextIp() },
    })
  ).json.content;

/** A reservation whose deposit iyzico holds (the guest went through the pre-auth page). */
async function held(weeksAhead: number) {
  const row = await booking(weeksAhead);
  const page = await holdPage(row);
  iyzico.pay(page.token);
  expect((await comeBack(page.token)).location).toBe(`${PAGE}?code=${row.code}&deposit=held`);
  const [hold] = await holdsOf(row.id);
  return { row, page, hold: hold! };
}

const capture = (id: number, body: Record<string, unknown>, token = cast.adminToken) =>
  api.call("POST", `/v1/admin/security-deposits/${id}/capture`, { token, body });
const release = (id: number, token = cast.adminToken) =>
  api.call("POST", `/v1/admin/security-deposits/${id}/release`, { token, body: {} });
const postAuthsOf = (paymentId: string) => iyzico.postAuths.filter((p) => p.paymentId === paymentId);

describe("POST /v1/reservations/security-deposit", () => {
  it("opens iyzico's pre-authorisation page for the boat's deposit and keeps its token; nothing is paid", async () => {
    const row = await booking(3);
    const page = await holdPage(row);
    expect(page).toMatchObject({ amount: DEPOSIT, currency: "EUR" });
    expect(iyzico.isPreAuth(page.token)).toBe(true);
    const sent = iyzico.initializations.find((r) => r.conversationId === page.order_id)!;
    expect(sent).toMatchObject({
      price: "2000.0",
      paidPrice: "2000.0",
      currency: "EUR",
      basketId: page.order_id,
      callbackUrl: "https://liman.test/v1/payments/iyzico/callback",
    });
    expect(await holdsOf(row.id)).toMatchObject([
      { method: "card", provider: "iyzico", state: "started", amount: DEPOSIT, providerToken: page.token },
    ]);
    const seen = await lookup(row);
    expect(seen.security_deposit).toEqual({
      amount: DEPOSIT,
      currency: "EUR",
      card_hold_offered: true,
      state: null,
      captured_amount: null,
    });
  });

  it("is not offered for a boat without a deposit, nor without iyzico (saying so when only PayTR is set up)", async () => {
    const other = await booking(3, cast.otherBoat);
    const none = await askHold(other);
    expect(none.status).toBe(409);
    expect(none.json.code).toBe("NO_DEPOSIT");
    expect((await lookup(other)).security_deposit).toMatchObject({ amount: null, card_hold_offered: false });

    const row = await booking(4);
    const paytrOnly = await createTestApi(
      {
        TRUST_PROXY: "1",
        PAYMENTS_PROVIDER: "paytr",
        PAYTR_MERCHANT_ID: "123456",
        PAYTR_MERCHANT_KEY: "merchant-key",
        PAYTR_MERCHANT_SALT: "merchant-salt",
      },
      { sameDatabaseAs: api },
    );
    const withPaytr = await askHold(row, paytrOnly);
    expect(withPaytr.status).toBe(409);
    expect(withPaytr.json.code).toBe("DEPOSIT_NEEDS_IYZICO");
    expect(withPaytr.json.content).toMatch(/PayTR/);
    const bare = await createTestApi({ TRUST_PROXY: "1" }, { sameDatabaseAs: api });
    const withNone = await askHold(row, bare);
    expect(withNone.status).toBe(409);
    expect(withNone.json.code).toBe("DEPOSIT_UNAVAILABLE");
    expect(await holdsOf(row.id)).toEqual([]);
  });
});

describe("iyzico's callback for a hold", () => {
  it("records the hold once from 20 copies at once on two instances: held, no money, nothing in the ledger", async () => {
    const row = await booking(5);
    const page = await holdPage(row);
    const paymentId = iyzico.pay(page.token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => comeBack(page.token, instances[i % instances.length])),
    );
    for (const answer of answers) {
      expect(answer).toEqual({ status: 303, location: `${PAGE}?code=${row.code}&deposit=held` });
    }
    const holds = await holdsOf(row.id);
    expect(holds).toHaveLength(1);
    expect(holds[0]).toMatchObject({ state: "held", amount: DEPOSIT, currency: "EUR", providerPaymentId: paymentId });
    expect(await ledger(row.id)).toEqual([]);
    const seen = await lookup(row);
    expect(seen.paid).toBe(0);
    expect(seen.security_deposit).toMatchObject({ state: "held", card_hold_offered: false });
    // A second hold is not offered once one is held.
    expect((await askHold(row)).json.code).toBe("DEPOSIT_TAKEN");
  });

  it("records nothing from an answer whose signature does not verify", async () => {
    const row = await booking(6);
    const page = await holdPage(row);
    iyzico.pay(page.token);
    iyzico.signBadly(page.token);
    const back = await comeBack(page.token);
    expect(back).toEqual({ status: 303, location: `${PAGE}?code=${row.code}&deposit=pending` });
    expect(await holdsOf(row.id)).toMatchObject([{ state: "started", providerPaymentId: null, heldAt: null }]);
  });

  it("marks a declined card's hold failed, with iyzico's words", async () => {
    const row = await booking(7);
    const page = await holdPage(row);
    iyzico.fail(page.token, "Kart limiti yetersiz");
    expect((await comeBack(page.token)).location).toBe(`${PAGE}?code=${row.code}&deposit=failed`);
    expect(await holdsOf(row.id)).toMatchObject([{ state: "failed", message: "Kart limiti yetersiz" }]);
  });
});

describe("capturing and releasing a card hold", () => {
  it("captures part of a hold once through post-auth: a damage_deposit ledger row that pays nothing of the charter", async () => {
    const { row, hold } = await held(8);
    const paidBefore = (await lookup(row)).paid;
    const res = await capture(hold.id, { amount: 50_000, reason: "Irgat (ırgat) motoru kırık" });
    expect(res.status).toBe(200);
    expect(res.json.content).toMatchObject({
      state: "captured",
      captured_amount: 50_000,
      capture_reason: "Irgat (ırgat) motoru kırık",
    });
    const sent = postAuthsOf(hold.providerPaymentId!);
    expect(sent).toEqual([{ paymentId: hold.providerPaymentId, paidPrice: "500.0", currency: "EUR", ip: "0.0.0.0" }]);
    const rows = await ledger(row.id);
    expect(rows).toMatchObject([
      {
        kind: "damage_deposit",
        method: "card",
        amount: 50_000,
        provider: "iyzico",
        providerOrderId: hold.orderId,
        note: "Irgat (ırgat) motoru kırık",
      },
    ]);
    const seen = await lookup(row);
    expect(seen.paid).toBe(paidBefore);
    expect(seen.status).toBe("option");
    expect(seen.security_deposit).toMatchObject({ state: "captured", captured_amount: 50_000 });

    const again = await capture(hold.id, { amount: 10_000, reason: "Bir hasar daha" });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("DEPOSIT_CAPTURED");
    expect(postAuthsOf(hold.providerPaymentId!)).toHaveLength(1);
    expect(await ledger(row.id)).toHaveLength(1);
    // A kept deposit is not a card payment to refund, nor a row to correct.
    const [kept] = await ledger(row.id);
    const refund = await api.call("POST", `/v1/admin/transactions/${kept!.id}/refund`, {
      token: cast.adminToken,
      body: { amount: 100 },
    });
    expect(refund.status).toBe(422);
  });

  it("refuses more than held before iyzico is asked", async () => {
    const { hold } = await held(9);
    const res = await capture(hold.id, { amount: DEPOSIT + 1, reason: "Çok büyük hasar" });
    expect(res.status).toBe(422);
    expect(res.json.code).toBe("CAPTURE_TOO_LARGE");
    expect(postAuthsOf(hold.providerPaymentId!)).toEqual([]);
    expect((await holdsOf(hold.reservationId))[0]).toMatchObject({ state: "held", capturedAmount: null });
  });

  it("releases a hold through iyzico's cancel; it can then be neither captured nor released again", async () => {
    const { row, hold } = await held(10);
    const res = await release(hold.id);
    expect(res.status).toBe(200);
    expect(res.json.content).toMatchObject({ state: "released" });
    expect(iyzico.cancels.filter((c) => c.paymentId === hold.providerPaymentId)).toHaveLength(1);
    expect((await release(hold.id)).status).toBe(409);
    expect((await capture(hold.id, { amount: 100, reason: "Geç kalan hasar" })).status).toBe(409);
    expect(iyzico.cancels.filter((c) => c.paymentId === hold.providerPaymentId)).toHaveLength(1);
    expect(await ledger(row.id)).toEqual([]);
  });

  it("brings iyzico's refusal back to staff with iyzico's message, and leaves the hold held", async () => {
    const { row, hold } = await held(11);
    iyzico.refusePostAuths("Ön provizyon süresi dolmuş");
    try {
      const res = await capture(hold.id, { amount: 20_000, reason: "Yelken yırtık" });
      expect(res.status).toBe(422);
      expect(res.json.code).toBe("PROVIDER_REFUSED");
      expect(res.json.content).toBe("Ödeme sağlayıcısı işlemi reddetti: Ön provizyon süresi dolmuş");
    } finally {
      iyzico.refusePostAuths(undefined);
    }
    expect((await holdsOf(row.id))[0]).toMatchObject({ state: "held", message: "Ön provizyon süresi dolmuş" });
    expect(await ledger(row.id)).toEqual([]);
    iyzico.refuseCancels("İşlem iptal edilemez");
    try {
      const res = await release(hold.id);
      expect(res.status).toBe(422);
      expect(res.json.content).toBe("Ödeme sağlayıcısı işlemi reddetti: İşlem iptal edilemez");
    } finally {
      iyzico.refuseCancels(undefined);
    }
    expect((await holdsOf(row.id))[0]).toMatchObject({ state: "held" });
  });

  it("lets an OWNER settle holds on their own boats only (404 for another owner's)", async () => {
    const { row, hold } = await held(12);
    const stranger = await capture(hold.id, { amount: 100, reason: "Başkasının teknesi" }, cast.otherOwnerToken);
    expect(stranger.status).toBe(404);
    const list = await api.call("GET", `/v1/admin/reservations/${row.id}/security-deposits`, {
      token: cast.otherOwnerToken,
    });
    expect(list.status).toBe(404);
    const own = await api.call("GET", `/v1/admin/reservations/${row.id}/security-deposits`, {
      token: cast.ownerToken,
    });
    expect(own.status).toBe(200);
    expect(own.json.content).toMatchObject({
      boat_amount: DEPOSIT,
      currency: "EUR",
      card_holds: true,
      paytr_only: false,
      items: [{ id: hold.id, method: "card", state: "held", amount: DEPOSIT }],
    });
    expect((await release(hold.id, cast.ownerToken)).status).toBe(200);
  });
});

describe("a deposit taken by hand", () => {
  it("is recorded held, then captured in part by hand: a damage_deposit row in cash, nothing asked of iyzico", async () => {
    const row = await booking(13);
    const cancelsBefore = iyzico.cancels.length;
    const postAuthsBefore = iyzico.postAuths.length;
    const taken = await api.call("POST", `/v1/admin/reservations/${row.id}/security-deposits`, {
      token: cast.adminToken,
      body: { method: "cash", amount: 150_000 },
    });
    expect(taken.status).toBe(201);
    expect(taken.json.content).toMatchObject({ method: "cash", state: "held", amount: 150_000, currency: "EUR" });
    const twice = await api.call("POST", `/v1/admin/reservations/${row.id}/security-deposits`, {
      token: cast.adminToken,
      body: { method: "cash", amount: 150_000 },
    });
    expect(twice.status).toBe(409);
    const kept = await capture(taken.json.content.id, { amount: 30_000, reason: "Kayıp can yeleği" });
    expect(kept.status).toBe(200);
    expect(kept.json.content).toMatchObject({ state: "captured", captured_amount: 30_000 });
    expect(await ledger(row.id)).toMatchObject([
      { kind: "damage_deposit", method: "cash", amount: 30_000, provider: null },
    ]);
    expect((await lookup(row)).paid).toBe(0);
    expect(iyzico.cancels.length).toBe(cancelsBefore);
    expect(iyzico.postAuths.length).toBe(postAuthsBefore);

    // Once per hold: the app refuses a second capture, and the database a second ledger row naming the hold.
    const again = await capture(taken.json.content.id, { amount: 10_000, reason: "Bir hasar daha" });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("DEPOSIT_CAPTURED");
    const [first] = await ledger(row.id);
    expect(first).toMatchObject({ securityDepositId: taken.json.content.id });
    const second = await api.db
      .insert(transactions)
      .values({
        reservationId: row.id,
        kind: "damage_deposit",
        method: "cash",
        amount: 10_000,
        currency: "EUR",
        securityDepositId: taken.json.content.id,
      })
      .catch((error: unknown) => error);
    expect(constraintOf(second)).toBe("transactions_security_deposit_unique");
    expect(await ledger(row.id)).toHaveLength(1);
    // Only a damage_deposit row may name a hold.
    const payment = await api.db
      .insert(transactions)
      .values({
        reservationId: row.id,
        kind: "balance",
        method: "cash",
        amount: 10_000,
        currency: "EUR",
        securityDepositId: taken.json.content.id + 1000,
      })
      .catch((error: unknown) => error);
    expect(constraintOf(payment)).toBe("transactions_security_deposit_check");
  });

  it("is released by hand on an install without iyzico: returned, nothing in the ledger", async () => {
    const row = await booking(15);
    const plain = await createTestApi({}, { sameDatabaseAs: api });
    const cancelsBefore = iyzico.cancels.length;
    const panel = await plain.call("GET", `/v1/admin/reservations/${row.id}/security-deposits`, {
      token: cast.adminToken,
    });
    expect(panel.json.content).toMatchObject({ card_holds: false, items: [] });
    const taken = await plain.call("POST", `/v1/admin/reservations/${row.id}/security-deposits`, {
      token: cast.adminToken,
      body: { method: "bank_transfer", amount: DEPOSIT },
    });
    expect(taken.status).toBe(201);
    const released = await plain.call("POST", `/v1/admin/security-deposits/${taken.json.content.id}/release`, {
      token: cast.adminToken,
      body: { note: "Havale ile iade edildi" },
    });
    expect(released.status).toBe(200);
    expect(released.json.content).toMatchObject({ method: "bank_transfer", state: "released", amount: DEPOSIT });
    expect((await holdsOf(row.id))[0]).toMatchObject({ state: "released", message: "Havale ile iade edildi" });
    expect(await ledger(row.id)).toEqual([]);
    expect(iyzico.cancels.length).toBe(cancelsBefore);
    const again = await plain.call("POST", `/v1/admin/security-deposits/${taken.json.content.id}/release`, {
      token: cast.adminToken,
      body: {},
    });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("DEPOSIT_NOT_HELD");
  });
});

describe.runIf(onPostgres)("racing captures of one hold", () => {
  it("keep exactly one: one 200, the others 409, one ledger row", async () => {
    const row = await booking(16);
    const taken = await api.call("POST", `/v1/admin/reservations/${row.id}/security-deposits`, {
      token: cast.adminToken,
      body: { method: "cash", amount: DEPOSIT },
    });
    expect(taken.status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        instances[i % 2]!.call("POST", `/v1/admin/security-deposits/${taken.json.content.id}/capture`, {
          token: cast.adminToken,
          body: { amount: 1_000 * (i + 1), reason: `Hasar ${i + 1}` },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(11);
    const rows = await ledger(row.id);
    expect(rows).toHaveLength(1);
    const [hold] = await holdsOf(row.id);
    expect(hold).toMatchObject({
      state: "captured",
      capturedAmount: rows[0]!.amount,
      captureTransactionId: rows[0]!.id,
    });
  });
});

describe("the deposit's currency", () => {
  /** A staff booking of the EUR-priced boat at an agreed total in TRY, `weeks` Saturdays ahead. */
  async function staffBookingInTry(weeks: number) {
    const start = nextSaturday(weeks);
    const created = await api.call("POST", "/v1/admin/reservations", {
      token: cast.adminToken,
      body: {
        boat_id: cast.ownBoat.id,
        start_date: start,
        end_date: addDays(start, 7),
        guests: 2,
        customer_name: "Elif Şahin",
        customer_email: EMAIL,
        customer_phone: "+90 532 444 55 66",
        status: "confirmed",
        total: 25_000_000,
        currency: "TRY",
        send_mail: false,
      },
    });
    expect(created.status).toBe(201);
    return created;
  }

  it("is the boat's price currency, also for a staff booking at an agreed total in TRY: held, shown and printed in euros", async () => {
    const created = await staffBookingInTry(17);
    const row = { id: created.json.content.id as number, code: created.json.content.code as string };
    const [stored] = await api.db.select().from(reservations).where(eq(reservations.id, row.id));
    expect(stored!.currency).toBe("TRY");

    expect((await lookup(row)).security_deposit).toMatchObject({ amount: DEPOSIT, currency: "EUR" });
    const panel = await api.call("GET", `/v1/admin/reservations/${row.id}/security-deposits`, {
      token: cast.adminToken,
    });
    expect(panel.json.content).toMatchObject({ boat_amount: DEPOSIT, currency: "EUR" });

    const page = await holdPage(row);
    expect(page).toMatchObject({ amount: DEPOSIT, currency: "EUR" });
    expect(iyzico.initializations.find((r) => r.conversationId === page.order_id)).toMatchObject({
      price: "2000.0",
      currency: "EUR",
    });
    expect(await holdsOf(row.id)).toMatchObject([{ amount: DEPOSIT, currency: "EUR" }]);

    const res = await api.app.request(
      `/v1/reservations/documents/contract?code=${row.code}&email=${encodeURIComponent(EMAIL)}`,
    );
    expect(res.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), {
      mergePages: true,
    });
    const printed = text.replace(/\s+/g, " ");
    expect(printed).toContain(
      `Hasar depozitosu ${formatMoney(DEPOSIT, "EUR", { decimals: true }).replace(/\s+/g, " ")}`,
    );
    // The charter's own figures stay in its currency.
    expect(printed).toContain(formatMoney(25_000_000, "TRY", { decimals: true }).replace(/\s+/g, " "));
  });

  it("of a deposit taken by hand for such a booking is the boat's too", async () => {
    const created = await staffBookingInTry(19);
    const taken = await api.call("POST", `/v1/admin/reservations/${created.json.content.id}/security-deposits`, {
      token: cast.adminToken,
      body: { method: "cash", amount: DEPOSIT },
    });
    expect(taken.status).toBe(201);
    expect(taken.json.content).toMatchObject({ amount: DEPOSIT, currency: "EUR" });
  });
});

describe("the boat's deposit amount", () => {
  it("is set by staff, shown on the public boat page in both languages and printed in the charter contract", async () => {
    const put = await api.call("PUT", `/v1/admin/boats/${cast.otherBoat.id}`, {
      token: cast.adminToken,
      body: { security_deposit: 350_000 },
    });
    expect(put.status).toBe(200);
    expect(put.json.content.security_deposit).toBe(350_000);
    const bad = await api.call("PUT", `/v1/admin/boats/${cast.otherBoat.id}`, {
      token: cast.adminToken,
      body: { security_deposit: -1 },
    });
    expect(bad.status).toBe(400);
    for (const language of ["tr", "en"]) {
      const page = await api.call("GET", `/v1/boats/${cast.otherBoat.slug}`, {
        headers: { "accept-language": language },
      });
      expect(page.json.content.security_deposit).toEqual({ amount: 350_000, currency: "EUR" });
    }

    const row = await booking(14);
    const res = await api.app.request(
      `/v1/reservations/documents/contract?code=${row.code}&email=${encodeURIComponent(EMAIL)}`,
    );
    expect(res.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), {
      mergePages: true,
    });
    expect(text.replace(/\s+/g, " ")).toContain(
      `Hasar depozitosu ${formatMoney(DEPOSIT, "EUR", { decimals: true }).replace(/\s+/g, " ")}`,
    );
    await api.call("PUT", `/v1/admin/boats/${cast.otherBoat.id}`, {
      token: cast.adminToken,
      body: { security_deposit: null },
    });
  });
});
