import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { formatDayLong } from "@/lib/locale-format";
import { formatMoney } from "@/lib/money";
import { eq } from "drizzle-orm";
import { boats } from "@/server/db/schema";
import { createBoatPrice, createReservation } from "@/server/seed/factories";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { daysFromToday } from "../support/test-dates";

let api: TestApi;
let cast: BoatCast;
const start = daysFromToday(50);
const end = addDays(start, 7);

async function confirmationText(code: string, email: string, kind = "confirmation") {
  const res = await api.app.request(
    `/v1/reservations/documents/${kind}?code=${encodeURIComponent(code)}&email=${encodeURIComponent(email)}`,
  );
  expect(res.status).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), {
    mergePages: true,
  });
  return text.replace(/\s+/g, " ");
}

beforeAll(async () => {
  api = await createTestApi();
  cast = await boatCast(api);
});

describe("the documents of a reservation made in English", () => {
  it("are written in English with Intl dates and money", async () => {
    const r = await createReservation(api.db, {
      boatId: cast.ownBoat.id,
      customerName: "Jane Harbour",
      customerEmail: "jane.harbour@example.com",
      startDate: start,
      endDate: end,
      guests: 4,
      total: 1_234_567,
      deposit: 246_913,
      currency: "EUR",
      locale: "en",
    });
    const text = await confirmationText(r.code, "jane.harbour@example.com");
    for (const expected of [
      "Booking Confirmation / Proforma",
      "Booking code",
      "Check-in",
      formatDayLong(start, "en", { weekday: true }),
      "4 guests",
      "7 days",
      "Payment schedule",
      "Boat charter",
      "Cancellation terms",
      formatMoney(1_234_567, "EUR", { decimals: true, locale: "en" }),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Cancellation [^.]+before check-in: /);
    for (const turkish of ["Rezervasyon kodu", "Ödeme planı", "İptal koşulları", " kişi", "Tekne kiralama"]) {
      expect(text).not.toContain(turkish);
    }
    const contract = await confirmationText(r.code, "jane.harbour@example.com", "contract");
    for (const expected of ["Charter Contract", "Contract no", "Charterer", "Total charter fee", "Signature"]) {
      expect(contract).toContain(expected);
    }
    expect(contract).toContain(formatDayLong(start, "en"));
    expect(contract).not.toContain("Damage deposit");

    // The boat's damage deposit, in English and in the boat's price currency.
    await createBoatPrice(api.db, { boatId: cast.ownBoat.id, currency: "GBP" });
    await api.db.update(boats).set({ securityDeposit: 250_000 }).where(eq(boats.id, cast.ownBoat.id));
    const withDeposit = await confirmationText(r.code, "jane.harbour@example.com", "contract");
    expect(withDeposit).toContain(
      `Damage deposit ${formatMoney(250_000, "GBP", { decimals: true, locale: "en" }).replace(/\s+/g, " ")}`,
    );
    expect(withDeposit).not.toContain("Hasar depozitosu");
    await api.db.update(boats).set({ securityDeposit: null }).where(eq(boats.id, cast.ownBoat.id));
  });

  it("stay Turkish for a Turkish reservation", async () => {
    const r = await createReservation(api.db, {
      boatId: cast.otherBoat.id,
      customerName: "Ayşe Deniz",
      customerEmail: "ayse.deniz@example.com",
      startDate: start,
      endDate: end,
      guests: 2,
      currency: "EUR",
    });
    const text = await confirmationText(r.code, "ayse.deniz@example.com");
    expect(text).toContain("Rezervasyon Onayı / Proforma");
    expect(text).toContain("İptal koşulları");
    expect(text).not.toContain("Booking code");
  });
});
