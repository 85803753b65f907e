import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { transactions } from "@/server/db/schema";
import { createReservation } from "@/server/seed/factories";
import { updateSettings } from "@/server/settings/update-settings";
import { createAgencyReservation, createHookedAgency } from "../support/agency-webhook-fixtures";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { monthOf, monthStartAhead } from "../support/test-dates";

/**
 * A hand-computed scenario. "Mavi Tur" (12,5 % when it booked) in month M:
 *   A1 Mavi Rüya, confirmed, €10.000,00 → commission €1.250,00, net €8.750,00; the agency paid €2.000 − a €500
 *      refund (a voided €3.000 payment and a kept €400 damage deposit count for nothing) = €1.500,00, open €7.250,00
 *   A2 Deniz Yıldızı, completed, €3.333,33 at 12,5 % (frozen €416,67) → net €2.916,66, nothing paid
 *   A3 Mavi Rüya, confirmed, ₺50.000,00 at 12,5 % → ₺6.250,00; net ₺43.750,00
 * Left out: the agency's option and cancelled booking in M, its confirmed booking of M+1, another agency's
 * booking and a website booking in M.
 * Totals (TL first, as the currencies are ordered): EUR 2 bookings, gross €13.333,33, commission €1.666,67, net €11.666,66, paid €1.500,00, open €10.166,66.
 */
let api: TestApi;
let cast: BoatCast;
let agency: Awaited<ReturnType<typeof createHookedAgency>>;
const monthStart = monthStartAhead(2);
const month = monthOf(monthStart);
const on = (n: number) => addDays(monthStart, n);
const get = (path: string, token = cast.adminToken) => api.call("GET", path, { token });

beforeAll(async () => {
  api = await createTestApi();
  cast = await boatCast(api);
  await updateSettings(api.db, {
    site_name: "Liman Yatçılık",
    site_phone: "+90 252 000 00 00",
    site_email: "ofis@liman.test",
  });
  agency = await createHookedAgency(api.db, api.jwtSecret, { commissionBps: 1250, webhookUrl: null });
  const other = await createHookedAgency(api.db, api.jwtSecret, { commissionBps: 1000, webhookUrl: null });
  const stay = (who: typeof agency, start: string, input: Parameters<typeof createReservation>[1]) =>
    createAgencyReservation(api.db, who, { startDate: start, endDate: addDays(start, 7), currency: "EUR", ...input });
  const a1 = await stay(agency, on(1), {
    boatId: cast.ownBoat.id,
    status: "confirmed",
    total: 1_000_000,
    deposit: 200_000,
    partnerReference: "MT-001",
  });
  await stay(agency, on(3), { boatId: cast.otherBoat.id, status: "completed", total: 333_333, deposit: 66_667 });
  await stay(agency, on(10), {
    boatId: cast.ownBoat.id,
    status: "confirmed",
    total: 5_000_000,
    deposit: 1_000_000,
    currency: "TRY",
  });
  await stay(agency, on(20), { boatId: cast.ownBoat.id, status: "option", total: 700_000, deposit: 100_000 });
  await stay(agency, on(12), { boatId: cast.otherBoat.id, status: "cancelled", total: 900_000, deposit: 100_000 });
  await stay(agency, addDays(monthStartAhead(3), 1), { boatId: cast.ownBoat.id, status: "confirmed" });
  await stay(other, on(20), { boatId: cast.otherBoat.id, status: "confirmed", total: 2_000_000, deposit: 400_000 });
  await createReservation(api.db, {
    boatId: cast.otherBoat.id,
    startDate: on(27),
    endDate: on(30),
    status: "confirmed",
  });
  await api.db.insert(transactions).values([
    { reservationId: a1.id, kind: "deposit", method: "bank_transfer", amount: 200_000, currency: "EUR" },
    { reservationId: a1.id, kind: "refund", method: "bank_transfer", amount: 50_000, currency: "EUR" },
    // A kept damage deposit is not the charter's money: it is no payment on the booking.
    { reservationId: a1.id, kind: "damage_deposit", method: "cash", amount: 40_000, currency: "EUR" },
    {
      reservationId: a1.id,
      kind: "balance",
      method: "cash",
      amount: 300_000,
      currency: "EUR",
      voidedAt: new Date(),
      voidReason: "Yanlış rezervasyona girildi",
    },
  ]);
});

describe("agency commission statements", () => {
  it("lists the agency's firm bookings of the month with gross, frozen commission, net, paid and open", async () => {
    const res = await get(`/v1/admin/agencies/${agency.id}/statement?month=${month}`);
    expect(res.status).toBe(200);
    const s = res.json.content;
    expect(s.agency).toEqual({ id: agency.id, name: agency.name });
    expect(
      s.lines.map((l: Record<string, unknown>) => [
        l.boat_name,
        l.start_date,
        l.status,
        l.currency,
        l.gross,
        l.commission_percent,
        l.commission,
        l.net,
        l.paid,
        l.open,
      ]),
    ).toEqual([
      ["Mavi Rüya", on(1), "confirmed", "EUR", 1_000_000, "12.50", 125_000, 875_000, 150_000, 725_000],
      ["Deniz Yıldızı", on(3), "completed", "EUR", 333_333, "12.50", 41_667, 291_666, 0, 291_666],
      ["Mavi Rüya", on(10), "confirmed", "TRY", 5_000_000, "12.50", 625_000, 4_375_000, 0, 4_375_000],
    ]);
    expect(s.lines[0].partner_reference).toBe("MT-001");
    expect(s.totals).toEqual([
      { currency: "TRY", count: 1, gross: 5_000_000, commission: 625_000, net: 4_375_000, paid: 0, open: 4_375_000 },
      {
        currency: "EUR",
        count: 2,
        gross: 1_333_333,
        commission: 166_667,
        net: 1_166_666,
        paid: 150_000,
        open: 1_016_666,
      },
    ]);
  });

  it("is for ADMIN only; an unknown agency is 404, a bad month 400", async () => {
    expect((await get(`/v1/admin/agencies/${agency.id}/statement?month=${month}`, cast.ownerToken)).status).toBe(403);
    expect((await get(`/v1/admin/agencies/999999/statement?month=${month}`)).status).toBe(404);
    expect((await get(`/v1/admin/agencies/${agency.id}/statement?month=2027-13`)).status).toBe(400);
  });

  it("exports CSV: BOM, Turkish header, one row per booking, a total row per currency, no guest data", async () => {
    const res = await get(`/v1/admin/agencies/${agency.id}/statement.csv?month=${month}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain(`filename="komisyon-dokumu-acente-`);
    const raw = await api.app.request(`/v1/admin/agencies/${agency.id}/statement.csv?month=${month}`, {
      headers: { authorization: `Bearer ${cast.adminToken}` },
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // BOM for Excel
    const lines = res.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Rezervasyon kodu,Acente referansı,Tekne,Giriş,Çıkış,Durum,Para birimi,Brüt,Komisyon oranı (%),Komisyon,Net,Acentenin ödediği,Kalan",
    );
    expect(lines).toHaveLength(1 + 3 + 2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^LMN\\w+,MT-001,Mavi Rüya,${on(1)},${on(8)},Onaylandı,EUR,10000.00,12.50,1250.00,8750.00,1500.00,7250.00$`,
      ),
    );
    // Totals in the currencies' order (TL first), as the owner statements.
    expect(lines[4]).toBe("Toplam (1 rezervasyon),,,,,,TRY,50000.00,,6250.00,43750.00,0.00,43750.00");
    expect(lines[5]).toBe("Toplam (2 rezervasyon),,,,,,EUR,13333.33,,1666.67,11666.66,1500.00,10166.66");
    expect(res.text).not.toMatch(/@|\+90 532|Can Demir/);
  });

  it("exports a PDF whose text reads back with the agency, the bookings and the totals", async () => {
    const res = await api.app.request(`/v1/admin/agencies/${agency.id}/statement.pdf?month=${month}`, {
      headers: { authorization: `Bearer ${cast.adminToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await res.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const eur = (minor: number) => formatMoney(minor, "EUR", { decimals: true });
    const tl = (minor: number) => formatMoney(minor, "TRY", { decimals: true });
    for (const expected of [
      "Komisyon Dökümü",
      agency.name,
      "MT-001",
      "Mavi Rüya",
      "Deniz Yıldızı",
      "%12,50",
      eur(1_333_333),
      eur(166_667),
      eur(1_166_666),
      eur(1_016_666),
      tl(4_375_000),
      "Liman Yatçılık · +90 252 000 00 00 · ofis@liman.test",
    ]) {
      expect(text).toContain(expected);
    }
    // What the agency paid: its booking's line and the euro total, each between net and open.
    expect(text).toContain("Ödenen");
    expect(text).toContain(`${eur(875_000)} ${eur(150_000)} ${eur(725_000)}`);
    expect(text).toContain(`${eur(1_166_666)} ${eur(150_000)} ${eur(1_016_666)}`);
    expect(text).toContain(`${tl(4_375_000)} ${tl(0)} ${tl(4_375_000)}`);
  });

  it("says so in the PDF when the month has no booking", async () => {
    const empty = monthOf(monthStartAhead(6));
    const res = await api.app.request(`/v1/admin/agencies/${agency.id}/statement.pdf?month=${empty}`, {
      headers: { authorization: `Bearer ${cast.adminToken}` },
    });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), {
      mergePages: true,
    });
    expect(text).toContain("Bu dönemde komisyon dökümüne giren rezervasyon yok.");
  });
});
