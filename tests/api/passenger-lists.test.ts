import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { clock } from "@/lib/clock";
import { addDays } from "@/lib/dates";
import { passengerLists, passengers, reservations } from "@/server/db/schema";
import { passengerListStatus } from "@/server/passengers/passenger-list-status";
import { purgePassengerLists } from "@/server/passengers/purge-passenger-lists";
import { createReservation } from "@/server/seed/factories";
import { updateSettings } from "@/server/settings/update-settings";
import { countries } from "@/shared/countries";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { daysFromToday, freezeClock, today } from "../support/test-dates";

let api: TestApi;
let cast: BoatCast;
let stay: { id: number; code: string; customerEmail: string; guests: number };

const ayse = {
  full_name: "Ayşe Çağlayan Öztürk",
  birth_date: daysFromToday(-365 * 34),
  nationality: "TR",
  document_number: "12345678901",
};
const hans = {
  full_name: "Hans Müller",
  birth_date: daysFromToday(-365 * 41),
  nationality: "de",
  document_number: "C01X00T47",
};

const save = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  api.call("PUT", "/v1/reservations/passengers", {
    body: { code: stay.code, email: stay.customerEmail.toUpperCase(), consent: true, ...body },
    headers,
  });
const staffGet = (path: string, token: string) =>
  api.app.request(path, { headers: { authorization: `Bearer ${token}` } });

let restoreClock: (() => void) | undefined;
afterEach(() => {
  restoreClock?.();
  restoreClock = undefined;
});

beforeAll(async () => {
  api = await createTestApi({ TRUST_PROXY: "1" });
  cast = await boatCast(api);
  await updateSettings(api.db, { site_name: "Liman Yatçılık" });
  stay = await createReservation(api.db, {
    boatId: cast.ownBoat.id,
    status: "confirmed",
    guests: 3,
    startDate: daysFromToday(20),
    endDate: daysFromToday(27),
  });
});

describe("the nationality list", () => {
  it("holds the ISO 3166 countries with Turkish names from Intl, Türkiye first, no groupings", () => {
    const list = countries();
    expect(list[0]).toEqual({ code: "TR", name: "Türkiye" });
    expect(list.length).toBeGreaterThanOrEqual(245);
    expect(list.length).toBeLessThanOrEqual(250);
    const codes = list.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(["DE", "GB", "CH", "XK"]));
    for (const notACountry of ["EU", "UN", "ZZ", "UK", "SU", "XA"]) expect(codes).not.toContain(notACountry);
    expect(list.find((c) => c.code === "CH")?.name).toBe("İsviçre");
  });
});

describe("PUT /v1/reservations/passengers (guest, code + e-mail)", () => {
  it("refuses without the KVKK consent (422) and stores nothing", async () => {
    const res = await save({ consent: false, passengers: [ayse] });
    expect(res.status).toBe(422);
    expect(res.json.fields.consent).toContain("KVKK");
    const rows = await api.db.select().from(passengerLists).where(eq(passengerLists.reservationId, stay.id));
    expect(rows).toHaveLength(0);
  });

  it("refuses more passengers than the reservation's guests (422)", async () => {
    const res = await save({ passengers: [ayse, hans, ayse, hans] });
    expect(res.status).toBe(422);
    expect(res.json.content).toBe("Bu rezervasyon 3 kişilik; en fazla 3 yolcu girebilirsiniz.");
  });

  it("answers 404 for a wrong e-mail, the same as the lookup", async () => {
    const res = await api.call("PUT", "/v1/reservations/passengers", {
      body: { code: stay.code, email: "baskasi@example.com", consent: true, passengers: [ayse] },
    });
    expect(res.status).toBe(404);
    expect(res.json.content).toBe("Bu kod ve e-posta adresiyle eşleşen bir rezervasyon bulunamadı.");
    const read = await api.call("GET", `/v1/reservations/passengers?code=${stay.code}&email=baskasi@example.com`);
    expect(read.status).toBe(404);
  });

  it("validates each passenger in Turkish: birth date in the past and not absurd, a listed nationality", async () => {
    const res = await save({
      passengers: [
        { ...ayse, birth_date: daysFromToday(1) },
        { ...hans, birth_date: addDays(today(), -365 * 130), nationality: "EU" },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.json.fields).toMatchObject({
      "passengers.0.birth_date": "Doğum tarihi bugünden önce olmalı.",
      "passengers.1.birth_date": "Doğum tarihi 120 yıldan eski olamaz; lütfen kontrol edin.",
      "passengers.1.nationality": "Listeden bir uyruk seçin.",
    });
  });

  it("saves the list with the consent time, and the guest reads it back and replaces it", async () => {
    const before = clock.now().getTime();
    const res = await save({ passengers: [ayse, hans] });
    expect(res.status).toBe(200);
    expect(res.json.content).toMatchObject({
      code: stay.code,
      guests: 3,
      editable: true,
      locked_reason: null,
      retention_days: 90,
      passengers: [
        { ...ayse, nationality_name: "Türkiye" },
        { ...hans, nationality: "DE", nationality_name: "Almanya" },
      ],
    });
    expect(new Date(res.json.content.consent_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [stored] = await api.db.select().from(passengerLists).where(eq(passengerLists.reservationId, stay.id));
    expect(stored?.consentAt).toBeInstanceOf(Date);

    const read = await api.call(
      "GET",
      `/v1/reservations/passengers?code=${stay.code.toLowerCase()}&email=${stay.customerEmail}`,
    );
    expect(read.status).toBe(200);
    expect(read.json.content.passengers.map((p: { full_name: string }) => p.full_name)).toEqual([
      "Ayşe Çağlayan Öztürk",
      "Hans Müller",
    ]);

    const replaced = await save({ passengers: [hans] });
    expect(replaced.json.content.passengers).toHaveLength(1);
    const rows = await api.db.select().from(passengers).where(eq(passengers.reservationId, stay.id));
    expect(rows).toHaveLength(1);
    await save({ passengers: [ayse, hans] });
  });

  it("refuses changes for a cancelled reservation and from the check-in day on", async () => {
    const cancelled = await createReservation(api.db, {
      boatId: cast.ownBoat.id,
      status: "cancelled",
      startDate: daysFromToday(30),
      endDate: daysFromToday(37),
    });
    const res = await api.call("PUT", "/v1/reservations/passengers", {
      body: { code: cancelled.code, email: cancelled.customerEmail, consent: true, passengers: [ayse] },
    });
    expect(res.status).toBe(422);
    expect(res.json.content).toContain("İptal edilmiş");

    const started = await createReservation(api.db, {
      boatId: cast.ownBoat.id,
      status: "confirmed",
      startDate: daysFromToday(60),
      endDate: daysFromToday(67),
    });
    restoreClock = freezeClock(new Date(clock.now().getTime() + 60 * 86_400_000));
    const late = await api.call("PUT", "/v1/reservations/passengers", {
      body: { code: started.code, email: started.customerEmail, consent: true, passengers: [ayse] },
    });
    expect(late.status).toBe(422);
    const read = await api.call(
      "GET",
      `/v1/reservations/passengers?code=${started.code}&email=${started.customerEmail}`,
    );
    expect(read.json.content).toMatchObject({ editable: false, passengers: [] });
  });

  it("is rate-limited like the lookup: wrong guesses run out, found reservations do not count", async () => {
    const headers = { "x-forwarded-for": "198.51.100.77" };
    for (let i = 0; i < 3; i++) expect((await save({ passengers: [ayse, hans] }, headers)).status).toBe(200);
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (
        await api.call("PUT", "/v1/reservations/passengers", {
          body: { code: `LMN-99999${i % 10}`, email: "a@b.co", consent: true, passengers: [ayse] },
          headers,
        })
      ).status;
    }
    expect(last).toBe(429);
  });
});

describe("staff view and exports", () => {
  it("shows the list to ADMIN and the boat's OWNER, refuses another OWNER", async () => {
    const admin = await api.call("GET", `/v1/admin/reservations/${stay.id}/passengers`, { token: cast.adminToken });
    expect(admin.status).toBe(200);
    expect(admin.json.content).toMatchObject({ reservation_id: stay.id, guests: 3, complete: false });
    expect(admin.json.content.passengers).toHaveLength(2);
    const owner = await api.call("GET", `/v1/admin/reservations/${stay.id}/passengers`, { token: cast.ownerToken });
    expect(owner.status).toBe(200);
    for (const path of ["passengers", "passengers.csv", "passengers.pdf"]) {
      const other = await api.call("GET", `/v1/admin/reservations/${stay.id}/${path}`, {
        token: cast.otherOwnerToken,
      });
      expect(other.status).toBe(404);
    }
    const anonymous = await api.call("GET", `/v1/admin/reservations/${stay.id}/passengers.csv`);
    expect(anonymous.status).toBe(401);
  });

  it("exports CSV with a BOM, Turkish headers, one row per passenger and formula guard", async () => {
    const formula = await createReservation(api.db, {
      boatId: cast.ownBoat.id,
      status: "confirmed",
      guests: 2,
      startDate: daysFromToday(100),
      endDate: daysFromToday(107),
    });
    const saved = await api.call("PUT", "/v1/reservations/passengers", {
      body: {
        code: formula.code,
        email: formula.customerEmail,
        consent: true,
        passengers: [{ ...ayse, full_name: "=HYPERLINK(1)" }],
      },
    });
    expect(saved.status).toBe(200);
    const guarded = await api.call("GET", `/v1/admin/reservations/${formula.id}/passengers.csv`, {
      token: cast.adminToken,
    });
    expect(guarded.text).toContain("\r\n1,'=HYPERLINK(1),");

    const res = await staffGet(`/v1/admin/reservations/${stay.id}/passengers.csv`, cast.ownerToken);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="yolcu-listesi-${stay.code}.csv"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder()
      .decode(bytes)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toEqual([
      "Sıra,Ad soyad,Doğum tarihi,Uyruk kodu,Uyruk,Kimlik / pasaport no",
      `1,Ayşe Çağlayan Öztürk,${ayse.birth_date},TR,Türkiye,12345678901`,
      `2,Hans Müller,${hans.birth_date},DE,Almanya,C01X00T47`,
    ]);
  });

  it("exports a PDF whose text reads back with the Turkish letters", async () => {
    const res = await staffGet(`/v1/admin/reservations/${stay.id}/passengers.pdf`, cast.adminToken);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await res.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    for (const expected of [
      "Yolcu Listesi",
      "Mavi Rüya",
      stay.code,
      "Ayşe Çağlayan Öztürk",
      "Türkiye (TR)",
      "Hans Müller",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("passengerListStatus counts each list against the guests", async () => {
    const full = await createReservation(api.db, {
      boatId: cast.ownBoat.id,
      status: "confirmed",
      guests: 2,
      startDate: daysFromToday(110),
      endDate: daysFromToday(117),
    });
    await api.call("PUT", "/v1/reservations/passengers", {
      body: { code: full.code, email: full.customerEmail, consent: true, passengers: [ayse, hans] },
    });
    const none = await createReservation(api.db, { boatId: cast.ownBoat.id, status: "cancelled", guests: 2 });
    const status = await passengerListStatus(api.db, [stay.id, full.id, none.id]);
    expect(status.get(stay.id)).toEqual({ count: 2, complete: false });
    expect(status.get(full.id)).toEqual({ count: 2, complete: true });
    expect(status.get(none.id)).toEqual({ count: 0, complete: false });
    expect((await passengerListStatus(api.db, [])).size).toBe(0);
  });
});

describe("retention: the purge job", () => {
  it("deletes lists whose check-out is at least the setting's days ago and keeps the others", async () => {
    const ended = async (daysAgo: number) => {
      const r = await createReservation(api.db, {
        boatId: cast.otherBoat.id,
        status: "completed",
        startDate: daysFromToday(-daysAgo - 7),
        endDate: daysFromToday(-daysAgo),
      });
      await api.db.insert(passengerLists).values({ reservationId: r.id, consentAt: clock.now() });
      await api.db.insert(passengers).values([
        {
          reservationId: r.id,
          position: 1,
          fullName: "Eski Yolcu",
          birthDate: daysFromToday(-9000),
          nationality: "TR",
          documentNumber: "A1",
        },
        {
          reservationId: r.id,
          position: 2,
          fullName: "Eski Yolcu 2",
          birthDate: daysFromToday(-9000),
          nationality: "TR",
          documentNumber: "A2",
        },
      ]);
      return r.id;
    };
    const old = await ended(91);
    const edge = await ended(90);
    const recent = await ended(89);
    const listed = async () =>
      (await api.db.select({ id: passengerLists.reservationId }).from(passengerLists)).map((r) => r.id);

    expect(await purgePassengerLists(api.db)).toEqual({ lists: 2, passengers: 4 });
    expect(await listed()).not.toContain(old);
    expect(await listed()).not.toContain(edge);
    expect(await listed()).toContain(recent);
    expect(await listed()).toContain(stay.id);
    expect(await api.db.select().from(passengers).where(eq(passengers.reservationId, old))).toHaveLength(0);
    expect(await api.db.select().from(reservations).where(eq(reservations.id, old))).toHaveLength(1);

    // A day later by the app clock, the 89-day-old stay reaches 90.
    restoreClock = freezeClock(new Date(clock.now().getTime() + 86_400_000));
    expect(await purgePassengerLists(api.db)).toEqual({ lists: 1, passengers: 2 });
    restoreClock();
    restoreClock = undefined;

    // A shorter setting (dashboard settings, passengers section) reaches further.
    const recentAgain = await ended(10);
    const setting = await api.call("PUT", "/v1/admin/passengers/edit", {
      token: cast.adminToken,
      body: { passenger_list_retention_days: 10 },
    });
    expect(setting.status).toBe(200);
    expect(await purgePassengerLists(api.db)).toEqual({ lists: 1, passengers: 2 });
    expect(await listed()).not.toContain(recentAgain);
    expect(await listed()).toContain(stay.id);
  });

  it("a KVKK export shows the guest's passenger lists, an erasure deletes them", async () => {
    const r = await createReservation(api.db, {
      boatId: cast.ownBoat.id,
      status: "confirmed",
      guests: 2,
      startDate: daysFromToday(130),
      endDate: daysFromToday(137),
    });
    const saved = await api.call("PUT", "/v1/reservations/passengers", {
      body: { code: r.code, email: r.customerEmail, consent: true, passengers: [ayse, hans] },
    });
    expect(saved.status).toBe(200);
    const exported = await api.call("POST", "/v1/admin/kvkk/export", {
      token: cast.adminToken,
      body: { email: r.customerEmail },
    });
    expect(exported.status).toBe(200);
    const own = exported.json.content.reservations.find((x: { code: string }) => x.code === r.code);
    expect(own.passenger_list.passengers.map((p: { full_name: string }) => p.full_name)).toEqual([
      "Ayşe Çağlayan Öztürk",
      "Hans Müller",
    ]);
    const erased = await api.call("POST", "/v1/admin/kvkk/erase", {
      token: cast.adminToken,
      body: { email: r.customerEmail },
    });
    expect(erased.status).toBe(200);
    expect(await api.db.select().from(passengerLists).where(eq(passengerLists.reservationId, r.id))).toHaveLength(0);
    expect(await api.db.select().from(passengers).where(eq(passengers.reservationId, r.id))).toHaveLength(0);
  });

  it("drops the list with its reservation (cascade)", async () => {
    const r = await createReservation(api.db, { boatId: cast.ownBoat.id, status: "cancelled", guests: 1 });
    await api.db.insert(passengerLists).values({ reservationId: r.id, consentAt: clock.now() });
    await api.db.insert(passengers).values({
      reservationId: r.id,
      position: 1,
      fullName: "Silinecek",
      birthDate: daysFromToday(-9000),
      nationality: "TR",
      documentNumber: "B1",
    });
    await api.db.delete(reservations).where(eq(reservations.id, r.id));
    expect(await api.db.select().from(passengers).where(eq(passengers.reservationId, r.id))).toHaveLength(0);
  });
});
