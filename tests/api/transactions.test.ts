import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type reservations, transactions } from "@/server/db/schema";
import { createBoat, createReservation } from "@/server/seed/factories";
import { addDays } from "@/lib/dates";
import { type BookingCast, bookingCast } from "../support/booking-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { testDatabaseKind } from "../support/test-database";
import { daysFromToday, nextSaturday } from "../support/test-dates";

let api: TestApi;
let cast: BookingCast;

beforeAll(async () => {
  api = await createTestApi();
  cast = await bookingCast(api);
});

type Tx = { id: number; kind: string; amount: number; voided_at: string | null; void_reason: string | null };

/** A boat of the cast's OWNER of its own, so each test's filters see only that test's payments. */
const freshBoat = (ownerId = cast.owner.id) =>
  createBoat(api.db, { ownerId, typeId: cast.type.id, marinaId: cast.marina.id });

/** A confirmed (or other) reservation on `boatId`, week `week` from the next Saturday on. */
function reservationOn(boatId: number, week: number, input: Partial<typeof reservations.$inferInsert> = {}) {
  const start = nextSaturday(week);
  return createReservation(api.db, {
    boatId,
    startDate: start,
    endDate: addDays(start, 7),
    status: "confirmed",
    optionExpiresAt: null,
    ...input,
  });
}

const pay = (body: Record<string, unknown>, token = cast.adminToken) =>
  api.call("POST", "/v1/admin/transactions", { token, body });
const edit = (id: number, body: Record<string, unknown>, token = cast.adminToken) =>
  api.call("PATCH", `/v1/admin/transactions/${id}`, { token, body });
const voidIt = (id: number, body: Record<string, unknown>, token = cast.adminToken) =>
  api.call("POST", `/v1/admin/transactions/${id}/void`, { token, body });
const list = (query: string, token = cast.adminToken) => api.call("GET", `/v1/admin/transactions?${query}`, { token });
const detail = (id: number) => api.call("GET", `/v1/admin/reservations/${id}`, { token: cast.adminToken });

async function csv(query: string, token = cast.adminToken) {
  const res = await api.app.request(`/v1/admin/transactions/csv?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get("content-type"), bytes, text: new TextDecoder().decode(bytes) };
}

describe("GET /v1/admin/transactions: filters and totals", () => {
  it("filters by boat, method, kind, days and reservation code, with totals per currency without voided rows", async () => {
    const boat = await freshBoat();
    const eur = await reservationOn(boat.id, 0, { currency: "EUR", total: 1_000_000, deposit: 200_000 });
    const tl = await reservationOn(boat.id, 2, { currency: "TRY", total: 5_000_000, deposit: 1_000_000 });
    const base = { method: "cash" as const };
    expect(
      (
        await pay({
          reservation_id: eur.id,
          kind: "deposit",
          method: "card",
          amount: 200_000,
          paid_at: daysFromToday(-10),
        })
      ).status,
    ).toBe(201);
    await pay({ ...base, reservation_id: eur.id, kind: "balance", amount: 300_000 });
    await pay({ reservation_id: eur.id, kind: "refund", method: "bank_transfer", amount: 50_000 });
    await pay({
      reservation_id: tl.id,
      kind: "deposit",
      method: "bank_transfer",
      amount: 1_000_000,
      paid_at: daysFromToday(-3),
    });
    const wrong = await pay({ ...base, reservation_id: tl.id, kind: "balance", amount: 100_000 });
    expect((await voidIt(wrong.json.content.id, { reason: "Yanlış rezervasyona girildi" })).status).toBe(200);

    const all = await list(`boat_id=${boat.id}`);
    expect(all.status).toBe(200);
    expect(all.json.content.total).toBe(5);
    expect(all.json.content.voided_count).toBe(1);
    // In the currencies' order: TRY first.
    expect(all.json.content.totals).toEqual([
      { currency: "TRY", payments: 1_000_000, refunds: 0, net: 1_000_000, damage_deposits: 0, count: 1 },
      { currency: "EUR", payments: 500_000, refunds: 50_000, net: 450_000, damage_deposits: 0, count: 3 },
    ]);
    // The voided row stays listed, with its reason.
    const voided = all.json.content.items.find((t: Tx) => t.id === wrong.json.content.id);
    expect(voided).toMatchObject({ void_reason: "Yanlış rezervasyona girildi", amount: 100_000 });
    expect(voided.voided_at).not.toBeNull();

    const cash = await list(`boat_id=${boat.id}&method=cash`);
    expect(cash.json.content.total).toBe(2);
    expect(cash.json.content.voided_count).toBe(1);
    expect(cash.json.content.totals).toEqual([
      { currency: "EUR", payments: 300_000, refunds: 0, net: 300_000, damage_deposits: 0, count: 1 },
    ]);
    const refunds = await list(`boat_id=${boat.id}&kind=refund`);
    expect(refunds.json.content.items.map((t: Tx) => t.amount)).toEqual([50_000]);
    expect(refunds.json.content.totals).toEqual([
      { currency: "EUR", payments: 0, refunds: 50_000, net: -50_000, damage_deposits: 0, count: 1 },
    ]);
    const days = await list(`boat_id=${boat.id}&from=${daysFromToday(-5)}&to=${daysFromToday(-1)}`);
    expect(days.json.content.items.map((t: { reservation_id: number }) => t.reservation_id)).toEqual([tl.id]);
    const oneDay = await list(`boat_id=${boat.id}&from=${daysFromToday(-10)}&to=${daysFromToday(-10)}`);
    expect(oneDay.json.content.items.map((t: Tx) => t.kind)).toEqual(["deposit"]);
    const byCode = await list(`reservation_code=${eur.code.toLowerCase()}`);
    expect(byCode.json.content.total).toBe(3);
    const byId = await list(`reservation_id=${tl.id}`);
    expect(byId.json.content.total).toBe(2);
    const page = await list(`boat_id=${boat.id}&take=2&skip=4`);
    expect(page.json.content.items).toHaveLength(1);
    expect(page.json.content.total).toBe(5);
    // Totals cover the whole filtered set, not the page.
    expect(page.json.content.totals).toEqual(all.json.content.totals);
  });

  it("refuses bad filters with a Turkish 400", async () => {
    for (const query of ["from=dün", "to=2020-13-45", "method=crypto", "kind=gift", "boat_id=x", "take=0"]) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(typeof res.json.content).toBe("string");
    }
  });
});

describe("PATCH /v1/admin/transactions/:id", () => {
  it("corrects a payment with a reason, the reservation's paid and due following; an option reaching its deposit is confirmed", async () => {
    const boat = await freshBoat();
    const row = await reservationOn(boat.id, 0, {
      status: "option",
      optionExpiresAt: new Date(Date.parse(`${daysFromToday(2)}T12:00:00Z`)),
      total: 700_000,
      deposit: 140_000,
    });
    const first = await pay({ reservation_id: row.id, kind: "deposit", method: "card", amount: 100_000 });
    expect(first.json.content.reservation).toMatchObject({ status: "option", paid: 100_000 });
    const id = first.json.content.id;

    const noReason = await edit(id, { amount: 140_000 });
    expect(noReason.status).toBe(400);
    expect(noReason.json.content).toContain("Lütfen bir neden yazın.");
    const blank = await edit(id, { amount: 140_000, reason: "   " });
    expect(blank.status).toBe(400);
    expect(blank.json.content).toContain("Lütfen bir neden yazın (en az 3 karakter).");
    expect((await detail(row.id)).json.content.paid).toBe(100_000);

    const fixed = await edit(id, {
      amount: 140_000,
      method: "bank_transfer",
      reference: "EFT-77",
      reason: "Dekontta 1.400 €",
    });
    expect(fixed.status).toBe(200);
    expect(fixed.json.content).toMatchObject({
      id,
      amount: 140_000,
      method: "bank_transfer",
      reference: "EFT-77",
      reservation: { status: "confirmed", paid: 140_000, due: 560_000 },
    });
    expect(fixed.json.content.updated_at).not.toBeNull();
    const [stored] = await api.db.select().from(transactions).where(eq(transactions.id, id));
    expect(stored).toMatchObject({ amount: 140_000, updatedBy: cast.admin.id, voidedAt: null });
    expect((await detail(row.id)).json.content).toMatchObject({ status: "confirmed", paid: 140_000, due: 560_000 });

    // Downwards: paid follows, the confirmed reservation stays confirmed (decision 0018); the reference can be cleared.
    const lower = await edit(id, { amount: 90_000, kind: "balance", reference: "", reason: "Fazla yazılmış" });
    expect(lower.status).toBe(200);
    expect(lower.json.content).toMatchObject({ kind: "balance", reference: null });
    expect(lower.json.content.reservation).toMatchObject({ status: "confirmed", paid: 90_000, due: 610_000 });
    const listed = await api.call("GET", `/v1/admin/reservations?reservation_id=${row.id}`, { token: cast.adminToken });
    expect(listed.json.content.items[0]).toMatchObject({ paid: 90_000, due: 610_000 });
  });

  it("keeps the rules of recording: no overpayment, no refund beyond what was paid, no paid below zero, no kind swap", async () => {
    const boat = await freshBoat();
    const row = await reservationOn(boat.id, 0, { total: 1_000_000, deposit: 200_000 });
    const deposit = await pay({ reservation_id: row.id, kind: "deposit", method: "card", amount: 200_000 });
    const balance = await pay({ reservation_id: row.id, kind: "balance", method: "cash", amount: 300_000 });
    const refund = await pay({ reservation_id: row.id, kind: "refund", method: "card", amount: 100_000 });
    const reason = "Kontrol sonrası düzeltme";

    const over = await edit(balance.json.content.id, { amount: 900_001, reason });
    expect(over.status).toBe(422);
    expect(over.json.code).toBe("PAYMENT_TOO_LARGE");
    expect(over.json.content).toBe("Ödeme tutarı kalan tutarı (€9.000,00) aşıyor.");
    expect((await edit(balance.json.content.id, { amount: 900_000, reason })).status).toBe(200);
    expect((await edit(balance.json.content.id, { amount: 300_000, reason })).status).toBe(200);

    const bigRefund = await edit(refund.json.content.id, { amount: 500_001, reason });
    expect(bigRefund.status).toBe(422);
    expect(bigRefund.json.code).toBe("REFUND_TOO_LARGE");
    expect((await edit(refund.json.content.id, { amount: 450_000, reason })).status).toBe(200);
    // 200.000 + 1 − 450.000 < 0: a payment cannot shrink below the refunds already made.
    const belowZero = await edit(balance.json.content.id, { amount: 1, reason });
    expect(belowZero.status).toBe(422);
    expect(belowZero.json.code).toBe("PAID_BELOW_ZERO");
    const swap = await edit(deposit.json.content.id, { kind: "refund", reason });
    expect(swap.status).toBe(422);
    expect(swap.json.code).toBe("KIND_CHANGE_REFUSED");
    const future = await edit(deposit.json.content.id, { paid_at: `${daysFromToday(3)}T10:00:00Z`, reason });
    expect(future.status).toBe(422);
    expect((await edit(999_999, { amount: 1, reason })).status).toBe(404);
    for (const bad of [
      { amount: 0, reason },
      { amount: "5", reason },
      { method: "crypto", reason },
    ]) {
      expect((await edit(deposit.json.content.id, bad)).status).toBe(400);
    }
    expect((await detail(row.id)).json.content).toMatchObject({ paid: 50_000, due: 950_000 });
  });
});

describe("POST /v1/admin/transactions/:id/void", () => {
  it("voids with a reason, never deletes; paid leaves the voided row out everywhere", async () => {
    const boat = await freshBoat();
    const row = await reservationOn(boat.id, 0, { total: 1_000_000, deposit: 200_000 });
    const deposit = await pay({ reservation_id: row.id, kind: "deposit", method: "card", amount: 200_000 });
    const balance = await pay({ reservation_id: row.id, kind: "balance", method: "cash", amount: 300_000 });
    const id = balance.json.content.id;

    const noReason = await voidIt(id, {});
    expect(noReason.status).toBe(400);
    expect(noReason.json.content).toContain("Lütfen bir neden yazın.");

    const voided = await voidIt(id, { reason: "Mükerrer kayıt" });
    expect(voided.status).toBe(200);
    expect(voided.json.content).toMatchObject({
      id,
      void_reason: "Mükerrer kayıt",
      reservation: { status: "confirmed", paid: 200_000, due: 800_000 },
    });
    const [kept] = await api.db.select().from(transactions).where(eq(transactions.id, id));
    expect(kept).toMatchObject({ amount: 300_000, voidedBy: cast.admin.id, voidReason: "Mükerrer kayıt" });

    const shown = (await detail(row.id)).json.content;
    expect(shown).toMatchObject({ paid: 200_000, due: 800_000 });
    expect(shown.transactions.map((t: Tx) => [t.id, t.void_reason])).toEqual([
      [deposit.json.content.id, null],
      [id, "Mükerrer kayıt"],
    ]);
    const listed = await api.call("GET", `/v1/admin/reservations?reservation_id=${row.id}`, { token: cast.adminToken });
    expect(listed.json.content.items[0]).toMatchObject({ paid: 200_000 });
    // The voided amount is free again for a new payment.
    expect((await pay({ reservation_id: row.id, kind: "balance", method: "cash", amount: 800_000 })).status).toBe(201);

    const again = await voidIt(id, { reason: "Bir daha" });
    expect(again.status).toBe(422);
    expect(again.json.content).toBe("Bu ödeme zaten iptal edilmiş.");
    const editVoided = await edit(id, { amount: 1_000, reason: "Düzeltme" });
    expect(editVoided.status).toBe(422);
    expect(editVoided.json.code).toBe("TRANSACTION_VOIDED");
  });

  it("refuses a void that would leave paid below the refunds", async () => {
    const boat = await freshBoat();
    const row = await reservationOn(boat.id, 0, { total: 1_000_000, deposit: 200_000 });
    const deposit = await pay({ reservation_id: row.id, kind: "deposit", method: "card", amount: 200_000 });
    const refund = await pay({ reservation_id: row.id, kind: "refund", method: "card", amount: 150_000 });
    const refused = await voidIt(deposit.json.content.id, { reason: "Yanlış kayıt" });
    expect(refused.status).toBe(422);
    expect(refused.json.code).toBe("PAID_BELOW_ZERO");
    const refundVoided = await voidIt(refund.json.content.id, { reason: "İade yapılmadı" });
    expect(refundVoided.json.content.reservation).toMatchObject({ paid: 200_000 });
    expect((await voidIt(deposit.json.content.id, { reason: "Yanlış kayıt" })).json.content.reservation).toMatchObject({
      paid: 0,
      due: 1_000_000,
    });
    expect((await detail(row.id)).json.content).toMatchObject({ paid: 0, status: "confirmed" });
  });
});

describe("owners, and the CSV", () => {
  it("needs a token for the list, the CSV, a correction and a void", async () => {
    const calls: [string, string][] = [
      ["GET", "/v1/admin/transactions?kind=refund"],
      ["GET", "/v1/admin/transactions/csv"],
      ["PATCH", "/v1/admin/transactions/1"],
      ["POST", "/v1/admin/transactions/1/void"],
    ];
    for (const [method, path] of calls) {
      const body = method === "GET" ? undefined : { reason: "Deneme nedeni" };
      expect((await api.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
  });

  it("shows an OWNER their own boats' payments only, read-only", async () => {
    const mine = await freshBoat();
    const theirs = await freshBoat(cast.otherOwner.id);
    const own = await reservationOn(mine.id, 0);
    const other = await reservationOn(theirs.id, 0);
    const ownPay = await pay({ reservation_id: own.id, kind: "deposit", method: "cash", amount: 200_000 });
    const otherPay = await pay({ reservation_id: other.id, kind: "deposit", method: "cash", amount: 200_000 });

    const seen = await list(`boat_id=${theirs.id}`, cast.ownerToken);
    expect(seen.json.content).toMatchObject({ items: [], total: 0, totals: [], voided_count: 0 });
    const byCode = await list(`reservation_code=${other.code}`, cast.ownerToken);
    expect(byCode.json.content.total).toBe(0);
    const everything = await list("take=100", cast.ownerToken);
    expect(everything.json.content.items.every((t: { boat: { id: number } }) => t.boat.id !== theirs.id)).toBe(true);
    expect(everything.json.content.items.some((t: Tx) => t.id === ownPay.json.content.id)).toBe(true);

    const ownerEdit = await edit(
      ownPay.json.content.id,
      { amount: 1_000, reason: "Sahip düzeltmesi" },
      cast.ownerToken,
    );
    expect(ownerEdit.status).toBe(403);
    const ownerVoid = await voidIt(ownPay.json.content.id, { reason: "Sahip iptali" }, cast.ownerToken);
    expect(ownerVoid.status).toBe(403);
    const [untouched] = await api.db.select().from(transactions).where(eq(transactions.id, ownPay.json.content.id));
    expect(untouched).toMatchObject({ amount: 200_000, voidedAt: null });

    const file = await csv("", cast.ownerToken);
    expect(file.status).toBe(200);
    expect(file.text).toContain(own.code);
    expect(file.text).not.toContain(other.code);
    expect(otherPay.status).toBe(201);
  });

  it("exports the filtered rows as CSV with Turkish headers, refunds negative, voided rows marked", async () => {
    const boat = await freshBoat();
    const row = await reservationOn(boat.id, 0, { customerName: "=Selin Ak" });
    await pay({ reservation_id: row.id, kind: "deposit", method: "card", amount: 200_050, reference: "EFT-5" });
    await pay({ reservation_id: row.id, kind: "refund", method: "bank_transfer", amount: 50_000 });
    const wrong = await pay({ reservation_id: row.id, kind: "balance", method: "cash", amount: 10_000 });
    await voidIt(wrong.json.content.id, { reason: "Tutar, yanlış" });

    const file = await csv(`boat_id=${boat.id}`);
    expect(file.status).toBe(200);
    expect(file.type).toBe("text/csv; charset=utf-8");
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM, for Excel
    const lines = file.text.trim().split("\r\n");
    expect(lines[0]).toBe(
      "Ödeme tarihi,Rezervasyon,Tekne,Müşteri,Tür,Yöntem,Tutar,Para birimi,Referans,Not,Kaydeden,Durum,İptal nedeni,Ödeme sağlayıcısı,Sağlayıcı sipariş no",
    );
    expect(lines).toHaveLength(4);
    const body = lines.slice(1).join("\n");
    expect(body).toContain(
      `${row.code},${boat.name},'=Selin Ak,Ön ödeme,Kredi kartı,"2000,50",EUR,EFT-5,,Deniz Yılmaz,Geçerli,`,
    );
    expect(body).toContain(`İade,Havale/EFT,"-500,00",EUR`);
    expect(body).toContain(`Kalan ödeme,Nakit,"100,00",EUR,,,Deniz Yılmaz,İptal edildi,"Tutar, yanlış"`);
    const refundsOnly = await csv(`boat_id=${boat.id}&kind=refund`);
    expect(refundsOnly.text.trim().split("\r\n")).toHaveLength(2);
    expect((await csv("from=dün")).status).toBe(400);
  });
});

// Races only mean something on a real PostgreSQL server: PGlite runs one transaction at a time.
describe.runIf(testDatabaseKind() === "postgres")("corrections racing with payments on PostgreSQL", () => {
  it("a correction upwards and a new payment for the same remainder: one wins, paid never exceeds the total", async () => {
    const boat = await freshBoat();
    for (let week = 0; week < 5; week++) {
      const row = await reservationOn(boat.id, week, { total: 1_000_000, deposit: 200_000 });
      const deposit = await pay({ reservation_id: row.id, kind: "deposit", method: "card", amount: 500_000 });
      const answers = await Promise.all([
        edit(deposit.json.content.id, { amount: 1_000_000, reason: "Tamamı ödenmiş" }),
        pay({ reservation_id: row.id, kind: "balance", method: "cash", amount: 500_000 }, cast.ownerToken),
      ]);
      // Whichever runs second sees the first's money under the reservation's lock and is refused.
      expect(answers.filter((a) => a.status === 422)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 200 || a.status === 201)).toHaveLength(1);
      expect((await detail(row.id)).json.content.paid).toBe(1_000_000);
    }
  });
});
