import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clock, setClock } from "@/lib/clock";
import { addDays } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { GUEST_DOCUMENTS_PER_MINUTE } from "@/server/api/booking-limits";
import { banks, boats, reservationDocumentCache, reservations, transactions } from "@/server/db/schema";
import { anonymiseReservations } from "@/server/privacy/anonymise";
import {
  DOCUMENT_CACHE_DAYS,
  deleteOldCachedDocuments,
} from "@/server/reservation-documents/delete-old-cached-documents";
import { storeCachedDocument } from "@/server/reservation-documents/store-cached-document";
import { createReservation } from "@/server/seed/factories";
import { updateSettings } from "@/server/settings/update-settings";
import { errorText } from "@/shared/messages/error-text";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { daysFromToday } from "../support/test-dates";

/**
 * Decision 0053: a reservation's PDFs are rendered once per version of what they print, kept in PostgreSQL for
 * every instance, and the guest's downloads are limited per address. The app's clock is moved by hand: a PDF
 * prints when it was issued, so a re-render minutes later never gives the same bytes; only the store does.
 */
let api: TestApi;
let cast: BoatCast;
let now = clock.now();
let restoreClock: () => void;
const EMAIL = "deniz.yildiz@liman.test";
let code = "";
let reservationId = 0;
const eur = (minor: number) => formatMoney(minor, "EUR", { decimals: true });
const minutesLater = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

const guestPath = (kind: string, c = code) =>
  `/v1/reservations/documents/${kind}?code=${encodeURIComponent(c)}&email=${encodeURIComponent(EMAIL)}`;
const staffPath = (kind: string, id = reservationId) => `/v1/admin/reservations/${id}/documents/${kind}`;

async function download(path: string, init: { token?: string; app?: TestApi } = {}) {
  const res = await (init.app ?? api).app.request(
    path,
    init.token ? { headers: { authorization: `Bearer ${init.token}` } } : {},
  );
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return { bytes, text: text.replace(/\s+/g, " ") };
}

const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

const storedRows = () =>
  api.db
    .select({ kind: reservationDocumentCache.kind, version: reservationDocumentCache.version })
    .from(reservationDocumentCache)
    .where(eq(reservationDocumentCache.reservationId, reservationId));

beforeAll(async () => {
  restoreClock = setClock(() => now);
  api = await createTestApi();
  cast = await boatCast(api);
  await updateSettings(api.db, { site_name: "Liman Yatçılık" });
  const r = await createReservation(api.db, {
    boatId: cast.ownBoat.id,
    customerName: "Deniz Yıldız",
    customerEmail: EMAIL,
    startDate: daysFromToday(40),
    endDate: addDays(daysFromToday(40), 7),
    guests: 4,
    total: 1_000_000,
    deposit: 200_000,
    currency: "EUR",
  });
  code = r.code;
  reservationId = r.id;
});

afterAll(() => restoreClock());

describe("a document is rendered once per version", () => {
  it("gives the same bytes again from the store, minutes later, to the guest, staff and another instance", async () => {
    const first = await download(guestPath("confirmation"));
    minutesLater(7);
    const again = await download(guestPath("confirmation"));
    const staff = await download(staffPath("confirmation"), { token: cast.adminToken });
    const otherInstance = await createTestApi({}, { sameDatabaseAs: api });
    const there = await download(staffPath("confirmation"), { token: cast.ownerToken, app: otherInstance });
    expect(same(again.bytes, first.bytes)).toBe(true);
    expect(same(staff.bytes, first.bytes)).toBe(true);
    expect(same(there.bytes, first.bytes)).toBe(true);
    expect(await storedRows()).toEqual([{ kind: "confirmation", version: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
  });

  it("renders anew, never the old PDF, when anything the PDF shows changes, and keeps only the newest version", async () => {
    let previous = await download(guestPath("confirmation"));
    const changes: [string, () => Promise<unknown>, string][] = [
      [
        "a payment",
        () =>
          api.db
            .insert(transactions)
            .values({ reservationId, kind: "deposit", method: "bank_transfer", amount: 150_000, currency: "EUR" }),
        eur(1_000_000 - 150_000),
      ],
      [
        "the reservation row",
        () => api.db.update(reservations).set({ guests: 7 }).where(eq(reservations.id, reservationId)),
        "7 kişi",
      ],
      [
        "the boat's name",
        () => api.db.update(boats).set({ name: "Mavi Rüya II" }).where(eq(boats.id, cast.ownBoat.id)),
        "Mavi Rüya II",
      ],
      ["the company settings", () => updateSettings(api.db, { site_name: "Liman Denizcilik" }), "Liman Denizcilik"],
      [
        "the bank accounts",
        () =>
          api.db
            .insert(banks)
            .values({ bankName: "Vakıfbank", accountHolder: "Liman", iban: "TR120001500158007300000001" }),
        "TR120001500158007300000001",
      ],
    ];
    for (const [what, change, shown] of changes) {
      expect(previous.text, what).not.toContain(shown);
      minutesLater(1);
      await change();
      const next = await download(guestPath("confirmation"));
      expect(next.text, what).toContain(shown);
      expect(same(next.bytes, previous.bytes), what).toBe(false);
      // The new version is what is kept now: the next download gives it byte for byte.
      minutesLater(1);
      expect(same((await download(guestPath("confirmation"))).bytes, next.bytes), what).toBe(true);
      previous = next;
    }
    expect((await storedRows()).length).toBe(1);
  });

  it("keeps a reservation's contract byte for byte when the ADMIN edits the terms; a new booking gets the new terms", async () => {
    const before = await download(guestPath("contract"));
    minutesLater(1);
    expect(same((await download(guestPath("contract"))).bytes, before.bytes)).toBe(true);
    const saved = await api.call("PUT", "/v1/admin/document-templates/contract", {
      token: cast.adminToken,
      body: { body: "1. Özel madde\n{{boat_name}} teknesinde sigara içilmez." },
    });
    expect(saved.status).toBe(200);
    minutesLater(1);
    const after = await download(guestPath("contract"));
    expect(same(after.bytes, before.bytes)).toBe(true);
    expect(after.text).not.toContain("sigara içilmez");
    expect((await storedRows()).map((r) => r.kind).sort()).toEqual(["confirmation", "contract"]);

    const later = await createReservation(api.db, {
      boatId: cast.ownBoat.id,
      customerName: "Deniz Yıldız",
      customerEmail: EMAIL,
      startDate: daysFromToday(120),
      endDate: addDays(daysFromToday(120), 7),
      guests: 4,
      currency: "EUR",
    });
    const fresh = await download(guestPath("contract", later.code));
    expect(fresh.text).toContain("Mavi Rüya II teknesinde sigara içilmez.");
  });

  it("gives one PDF when two instances render the same version at once (the first stored stays)", async () => {
    const r = await createReservation(api.db, {
      boatId: cast.ownBoat.id,
      customerEmail: "ayni.anda@liman.test",
      startDate: daysFromToday(90),
      endDate: daysFromToday(93),
    });
    const otherInstance = await createTestApi({}, { sameDatabaseAs: api });
    // Every reading of the clock is a minute later: the two renders are issued at different moments.
    const restore = setClock(() => {
      minutesLater(1);
      return now;
    });
    try {
      const [a, b] = await Promise.all([
        download(staffPath("contract", r.id), { token: cast.adminToken }),
        download(staffPath("contract", r.id), { token: cast.adminToken, app: otherInstance }),
      ]);
      expect(same(a.bytes, b.bytes)).toBe(true);
    } finally {
      restore();
    }
  });

  it("answers what another instance stored meanwhile for the same version", async () => {
    const [row] = await api.db
      .select()
      .from(reservationDocumentCache)
      .where(eq(reservationDocumentCache.reservationId, reservationId));
    const key = { reservationId, kind: row!.kind, locale: row!.locale, version: row!.version };
    const late = await storeCachedDocument(api.db, key, new TextEncoder().encode("%PDF- a later render"), now);
    expect(same(late, row!.bytes)).toBe(true);
  });

  it("forgets the stored PDFs when the guest's data are erased, and after DOCUMENT_CACHE_DAYS", async () => {
    const other = await createReservation(api.db, {
      boatId: cast.ownBoat.id,
      customerEmail: "baska@liman.test",
      startDate: daysFromToday(60),
      endDate: daysFromToday(63),
    });
    await download(staffPath("confirmation", other.id), { token: cast.adminToken });
    expect((await storedRows()).length).toBe(2);
    await anonymiseReservations(api.db, [reservationId], now);
    expect(await storedRows()).toEqual([]);

    const left = () =>
      api.db
        .select({ id: reservationDocumentCache.reservationId })
        .from(reservationDocumentCache)
        .where(eq(reservationDocumentCache.reservationId, other.id));
    expect((await deleteOldCachedDocuments(api.db, now)).deleted).toBe(0);
    expect(await left()).toHaveLength(1);
    await deleteOldCachedDocuments(api.db, new Date(now.getTime() + (DOCUMENT_CACHE_DAYS + 1) * 86_400_000));
    expect(await left()).toEqual([]);
  });
});

describe("the guest's downloads are limited per address", () => {
  it(`answers 429 with its own code and Retry-After after ${GUEST_DOCUMENTS_PER_MINUTE} a minute, hits and misses alike`, async () => {
    const r = await createReservation(api.db, {
      boatId: cast.ownBoat.id,
      customerEmail: EMAIL,
      startDate: daysFromToday(80),
      endDate: daysFromToday(84),
    });
    const limited = await createTestApi({ TRUST_PROXY: "1" }, { sameDatabaseAs: api });
    minutesLater(10);
    const from = (address: string, path = guestPath("confirmation", r.code), language = "tr") =>
      limited.app.request(path, { headers: { "x-forwarded-for": address, "accept-language": language } });

    expect((await from("198.51.100.7", guestPath("confirmation", "LMN-ZZZZZZ"))).status).toBe(404);
    for (let i = 1; i < GUEST_DOCUMENTS_PER_MINUTE; i++) expect((await from("198.51.100.7")).status).toBe(200);
    minutesLater(0.5);
    const refused = await from("198.51.100.7");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("30");
    const body = (await refused.json()) as { code: string; content: string };
    expect(body).toEqual({ code: "TOO_MANY_DOCUMENT_REQUESTS", content: errorText("tr", "lookup.documents_too_many") });
    const english = await from("198.51.100.7", guestPath("contract", r.code), "en");
    expect(english.status).toBe(429);
    expect(((await english.json()) as { content: string }).content).toBe(errorText("en", "lookup.documents_too_many"));

    // Another address, and staff, are not held back; a minute later the address may download again.
    expect((await from("198.51.100.8")).status).toBe(200);
    await download(staffPath("confirmation", r.id), { token: cast.adminToken, app: limited });
    minutesLater(0.5);
    expect((await from("198.51.100.7")).status).toBe(200);
  });
});
