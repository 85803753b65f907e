import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { boats, reservations, transactions } from "@/server/db/schema";
import { createBoat, createReservation } from "@/server/seed/factories";
import { updateSettings } from "@/server/settings/update-settings";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { monthOf, monthStartAhead } from "../support/test-dates";

/**
 * A hand-computed scenario. Ayşe Kaptan (OWNER, 10 %) has "Mavi Rüya" (no override) and "Şirin Gülüş"
 * (override 12,5 %). In month M:
 *   R1 Mavi Rüya, confirmed, €10.000,00, paid €2.000 deposit − €500 refund (a voided €3.000 payment counts for
 *      nothing) → commission €1.000,00, net €9.000,00
 *   R2 Şirin Gülüş, confirmed, €3.333,33 at 12,5 % → €416,66625 → €416,67; net €2.916,66
 *   R3 Mavi Rüya, completed, ₺50.000,00 at 10 % → ₺5.000,00; net ₺45.000,00
 * Left out: an option and a cancelled stay in M, a confirmed stay of M+1, Mehmet Reis's boat.
 * EUR totals: 2 stays, gross €13.333,33, paid €1.500,00, commission €1.416,67, net €11.916,66.
 */
let api: TestApi;
let cast: BoatCast;
let secondBoat: { id: number; name: string };
const monthStart = monthStartAhead(2);
const month = monthOf(monthStart);
const on = (n: number) => addDays(monthStart, n);

const get = (path: string, token: string) => api.call("GET", path, { token });
const setRates = (ownerId: number, body: Record<string, unknown>, token = cast.adminToken) =>
  api.call("PUT", `/v1/admin/statements/commission-rates/${ownerId}`, { token, body });

let r1Id = 0;

beforeAll(async () => {
  api = await createTestApi();
  cast = await boatCast(api);
  await updateSettings(api.db, {
    site_name: "Liman Yatçılık",
    site_phone: "+90 252 000 00 00",
    site_email: "ofis@liman.test",
  });
  secondBoat = await createBoat(api.db, {
    ownerId: cast.owner.id,
    typeId: cast.type.id,
    marinaId: cast.marina.id,
    name: "Şirin Gülüş",
  });
  const rates = await setRates(cast.owner.id, {
    commission_percent: 10,
    boats: [{ id: secondBoat.id, commission_percent: "12,5" }],
  });
  expect(rates.status).toBe(200);

  const stay = (start: string, input: Parameters<typeof createReservation>[1]) =>
    createReservation(api.db, { startDate: start, endDate: addDays(start, 7), currency: "EUR", ...input });
  const r1 = await stay(on(1), { boatId: cast.ownBoat.id, status: "confirmed", total: 1_000_000, deposit: 200_000 });
  r1Id = r1.id;
  await stay(on(3), { boatId: secondBoat.id, status: "confirmed", total: 333_333, deposit: 66_667, guests: 6 });
  await stay(on(10), {
    boatId: cast.ownBoat.id,
    status: "completed",
    total: 5_000_000,
    deposit: 1_000_000,
    currency: "TRY",
  });
  await stay(on(20), { boatId: cast.ownBoat.id, status: "option", total: 700_000, deposit: 100_000 });
  await stay(on(12), { boatId: secondBoat.id, status: "cancelled", total: 900_000, deposit: 100_000 });
  await stay(addDays(monthStartAhead(3), 1), { boatId: cast.ownBoat.id, status: "confirmed" });
  await stay(on(1), { boatId: cast.otherBoat.id, status: "confirmed", total: 2_000_000, deposit: 400_000 });
  await api.db.insert(transactions).values([
    { reservationId: r1.id, kind: "deposit", method: "bank_transfer", amount: 200_000, currency: "EUR" },
    { reservationId: r1.id, kind: "refund", method: "bank_transfer", amount: 50_000, currency: "EUR" },
    // Voided: it counts for nothing.
    {
      reservationId: r1.id,
      kind: "balance",
      method: "cash",
      amount: 300_000,
      currency: "EUR",
      voidedAt: new Date(),
      voidReason: "Yanlış rezervasyona girildi",
    },
  ]);
});

describe("GET /v1/admin/statements", () => {
  it("gives the owner's stays of the month with gross, the frozen rate, commission, net and totals per currency", async () => {
    const res = await get(`/v1/admin/statements?owner_id=${cast.owner.id}&month=${month}`, cast.adminToken);
    expect(res.status).toBe(200);
    const s = res.json.content;
    expect(s.owner).toEqual({ id: cast.owner.id, name: "Ayşe Kaptan" });
    expect(s.month).toBe(month);
    expect(
      s.lines.map((l: Record<string, unknown>) => [
        l.boat_name,
        l.start_date,
        l.status,
        l.currency,
        l.gross,
        l.paid,
        l.commission_percent,
        l.commission,
        l.net,
      ]),
    ).toEqual([
      ["Mavi Rüya", on(1), "confirmed", "EUR", 1_000_000, 150_000, "10.00", 100_000, 900_000],
      ["Şirin Gülüş", on(3), "confirmed", "EUR", 333_333, 0, "12.50", 41_667, 291_666],
      ["Mavi Rüya", on(10), "completed", "TRY", 5_000_000, 0, "10.00", 500_000, 4_500_000],
    ]);
    expect(s.lines[1].guests).toBe(6);
    expect(JSON.stringify(s)).not.toMatch(/@|\+90 532/); // no guest e-mail or phone
    expect(s.totals).toEqual([
      { currency: "TRY", count: 1, gross: 5_000_000, paid: 0, commission: 500_000, net: 4_500_000 },
      { currency: "EUR", count: 2, gross: 1_333_333, paid: 150_000, commission: 141_667, net: 1_191_666 },
    ]);
  });

  it("keeps the rate frozen at confirmation: a later change applies only to stays confirmed afterwards", async () => {
    const later = await createReservation(api.db, {
      boatId: cast.ownBoat.id,
      startDate: on(15),
      endDate: on(18),
      status: "option",
      total: 100_000,
      deposit: 20_000,
    });
    expect((await setRates(cast.owner.id, { commission_percent: "20" })).status).toBe(200);
    await api.db.update(reservations).set({ status: "confirmed" }).where(eq(reservations.id, later.id));

    const res = await get(`/v1/admin/statements?owner_id=${cast.owner.id}&month=${month}`, cast.adminToken);
    const byCode = new Map(res.json.content.lines.map((l: { code: string }) => [l.code, l]));
    const [r1] = await api.db.select({ code: reservations.code }).from(reservations).where(eq(reservations.id, r1Id));
    expect(byCode.get(r1!.code)).toMatchObject({ commission_percent: "10.00", commission: 100_000 });
    expect(byCode.get(later.code)).toMatchObject({ commission_percent: "20.00", commission: 20_000, net: 80_000 });
    // A PUT without `boats` leaves the boats' overrides alone.
    expect(res.json.content.lines.find((l: { boat_name: string }) => l.boat_name === "Şirin Gülüş")).toMatchObject({
      commission_percent: "12.50",
    });

    // Back to the scenario's rates for the other tests.
    await api.db.delete(reservations).where(eq(reservations.id, later.id));
    expect((await setRates(cast.owner.id, { commission_percent: "10" })).status).toBe(200);
  });

  it("settles a stay with the owner the boat had when it became firm, not the boat's owner today", async () => {
    const start = monthStartAhead(4);
    const sold = await createBoat(api.db, {
      ownerId: cast.owner.id,
      typeId: cast.type.id,
      marinaId: cast.marina.id,
      name: "Deniz Kızı",
    });
    const stay = (from: number, status: "confirmed" | "option") =>
      createReservation(api.db, {
        boatId: sold.id,
        startDate: addDays(start, from),
        endDate: addDays(start, from + 3),
        status,
        total: 100_000,
        deposit: 20_000,
      });
    const before = await stay(2, "confirmed");
    const after = await stay(10, "option");
    // The boat changes hands; the option is confirmed under its new owner.
    await api.db.update(boats).set({ ownerId: cast.otherOwner.id }).where(eq(boats.id, sold.id));
    await api.db.update(reservations).set({ status: "confirmed" }).where(eq(reservations.id, after.id));

    const codes = async (ownerId: number) => {
      const res = await get(`/v1/admin/statements?owner_id=${ownerId}&month=${monthOf(start)}`, cast.adminToken);
      expect(res.status).toBe(200);
      return res.json.content.lines.map((l: { code: string }) => l.code);
    };
    expect(await codes(cast.owner.id)).toEqual([before.code]);
    expect(await codes(cast.otherOwner.id)).toEqual([after.code]);
  });

  it("gives an OWNER their own statement; another owner's id is refused", async () => {
    const own = await get(`/v1/admin/statements?month=${month}`, cast.ownerToken);
    expect(own.status).toBe(200);
    expect(own.json.content.owner.id).toBe(cast.owner.id);
    expect(own.json.content.lines).toHaveLength(3);

    const other = await get(`/v1/admin/statements?month=${month}`, cast.otherOwnerToken);
    expect(other.status).toBe(200);
    expect(other.json.content.lines.map((l: { boat_name: string }) => l.boat_name)).toEqual(["Deniz Yıldızı"]);
    // No rate set for Mehmet Reis: 0 %.
    expect(other.json.content.lines[0]).toMatchObject({ commission_percent: "0.00", commission: 0, net: 2_000_000 });

    for (const path of ["/v1/admin/statements", "/v1/admin/statements.csv", "/v1/admin/statements.pdf"]) {
      const res = await get(`${path}?owner_id=${cast.owner.id}&month=${month}`, cast.otherOwnerToken);
      expect(res.status).toBe(403);
      expect(res.text).not.toContain("Mavi Rüya");
    }
  });

  it("answers 400 in Turkish for a missing owner (ADMIN) or a bad month, 404 for an unknown owner", async () => {
    const noOwner = await get(`/v1/admin/statements?month=${month}`, cast.adminToken);
    expect(noOwner.status).toBe(400);
    expect(noOwner.json.content).toMatch(/tekne sahibi/i);
    for (const bad of ["2027-13", "2027-7", "x", ""]) {
      const res = await get(`/v1/admin/statements?owner_id=${cast.owner.id}&month=${bad}`, cast.adminToken);
      expect(res.status).toBe(400);
    }
    expect((await get(`/v1/admin/statements?owner_id=999999&month=${month}`, cast.adminToken)).status).toBe(404);
  });

  it("exports the statement as CSV: BOM, header row, one row per stay, a total row per currency, no guest data", async () => {
    const res = await get(`/v1/admin/statements.csv?owner_id=${cast.owner.id}&month=${month}`, cast.adminToken);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="hesap-dokumu-ayse-kaptan-${month}.csv"; filename*=UTF-8''${encodeURIComponent(`hesap-dökümü-ayşe-kaptan-${month}.csv`)}`,
    );
    const raw = await api.app.request(`/v1/admin/statements.csv?owner_id=${cast.owner.id}&month=${month}`, {
      headers: { authorization: `Bearer ${cast.adminToken}` },
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // BOM for Excel
    const lines = res.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Rezervasyon kodu,Tekne,Giriş,Çıkış,Misafir sayısı,Durum,Para birimi,Brüt,Tahsil edilen,Komisyon oranı (%),Komisyon,Net ödenecek",
    );
    expect(lines).toHaveLength(1 + 3 + 2);
    expect(lines[1]).toMatch(
      new RegExp(`^LMN\\w+,Mavi Rüya,${on(1)},${on(8)},4,Onaylandı,EUR,10000.00,1500.00,10.00,1000.00,9000.00$`),
    );
    expect(lines[2]).toContain(",Şirin Gülüş,");
    expect(lines[2]).toContain(",EUR,3333.33,0.00,12.50,416.67,2916.66");
    expect(lines[4]).toBe("Toplam (1 rezervasyon),,,,,,TRY,50000.00,0.00,,5000.00,45000.00");
    expect(lines[5]).toBe("Toplam (2 rezervasyon),,,,,,EUR,13333.33,1500.00,,1416.67,11916.66");
    expect(res.text).not.toMatch(/@|\+90 532/);
  });

  it("exports the statement as a PDF whose text reads back with the Turkish names and the totals", async () => {
    const res = await api.app.request(`/v1/admin/statements.pdf?owner_id=${cast.owner.id}&month=${month}`, {
      headers: { authorization: `Bearer ${cast.ownerToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(`filename="hesap-dokumu-ayse-kaptan-${month}.pdf"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const eur = (minor: number) => formatMoney(minor, "EUR", { decimals: true });
    const tl = (minor: number) => formatMoney(minor, "TRY", { decimals: true });
    for (const expected of [
      "Hesap Dökümü",
      "Ayşe Kaptan",
      "Mavi Rüya",
      "Şirin Gülüş",
      "%12,50",
      eur(1_333_333),
      eur(141_667),
      eur(1_191_666),
      tl(4_500_000),
      "Liman Yatçılık · +90 252 000 00 00 · ofis@liman.test",
      "Sayfa 1 / 1",
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe("commission rates", () => {
  it("lists owners and their boats with their rates for ADMIN", async () => {
    const res = await get("/v1/admin/statements/commission-rates", cast.adminToken);
    expect(res.status).toBe(200);
    const ayse = res.json.content.items.find((o: { id: number }) => o.id === cast.owner.id);
    expect(ayse).toMatchObject({ name: "Ayşe Kaptan", commission_percent: "10.00" });
    expect(ayse.boats).toEqual([
      { id: cast.ownBoat.id, name: "Mavi Rüya", commission_percent: null },
      { id: secondBoat.id, name: "Şirin Gülüş", commission_percent: "12.50" },
    ]);
    expect(res.json.content.items.some((o: { id: number }) => o.id === cast.admin.id)).toBe(false);
  });

  it("is ADMIN's only: an OWNER can neither read nor set rates", async () => {
    expect((await get("/v1/admin/statements/commission-rates", cast.ownerToken)).status).toBe(403);
    const res = await setRates(cast.owner.id, { commission_percent: 0 }, cast.ownerToken);
    expect(res.status).toBe(403);
  });

  it("refuses a rate outside 0–100 or with more than 2 decimals, and another owner's boat", async () => {
    for (const bad of [101, -1, "12.345", "abc", true]) {
      const res = await setRates(cast.owner.id, { commission_percent: bad });
      expect(res.status).toBe(400);
      expect(typeof res.json.content).toBe("string");
    }
    const foreign = await setRates(cast.owner.id, {
      commission_percent: 10,
      boats: [{ id: cast.otherBoat.id, commission_percent: 50 }],
    });
    expect(foreign.status).toBe(422);
    expect((await setRates(999_999, { commission_percent: 5 })).status).toBe(404);
  });

  it("clears a rate with null or empty text", async () => {
    expect((await setRates(cast.otherOwner.id, { commission_percent: "7,25" })).status).toBe(200);
    let list = await get("/v1/admin/statements/commission-rates", cast.adminToken);
    expect(list.json.content.items.find((o: { id: number }) => o.id === cast.otherOwner.id).commission_percent).toBe(
      "7.25",
    );
    expect((await setRates(cast.otherOwner.id, { commission_percent: "" })).status).toBe(200);
    list = await get("/v1/admin/statements/commission-rates", cast.adminToken);
    expect(
      list.json.content.items.find((o: { id: number }) => o.id === cast.otherOwner.id).commission_percent,
    ).toBeNull();
  });
});
