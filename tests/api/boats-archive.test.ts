import { count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { boatDates, boatImages, boatPriceFloors, boatPrices, boats, reservations } from "@/server/db/schema";
import { toAppError } from "@/server/api/errors";
import { sqlStateOf } from "@/server/db/pg-error";
import { variantKey } from "@/server/media/store-image";
import {
  createBoat,
  createBoatImage,
  createBoatPrice,
  createExternalClosing,
  createReservation,
} from "@/server/seed/factories";
import { listSitemapEntries } from "@/server/website/list-sitemap-entries";
import { addDays } from "@/lib/dates";
import { type BookingCast, bookingCast, book, reservationBody } from "../support/booking-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { daysFromToday, nextSaturday } from "../support/test-dates";

let api: TestApi;
let cast: BookingCast;

beforeAll(async () => {
  api = await createTestApi({ TRUST_PROXY: "1" });
  cast = await bookingCast(api);
});

let counter = 0;
/** A fresh boat of `owner` (default: the cast's owner) on the site, priced like the cast's boats. */
async function listedBoat(name: string, ownerId = cast.owner.id) {
  counter++;
  const boat = await createBoat(api.db, {
    ownerId,
    typeId: cast.type.id,
    marinaId: cast.marina.id,
    name: `${name} ${["Bir", "İki", "Üç", "Dört", "Beş", "Altı", "Yedi", "Sekiz"][counter % 8]}`,
  });
  await createBoatPrice(api.db, { boatId: boat.id });
  return boat;
}

const archive = (id: number, as = cast.adminToken) =>
  api.call("PATCH", "/v1/admin/boats/archive", { token: as, body: { boat_id: id } });
const restore = (id: number, as = cast.adminToken) =>
  api.call("PATCH", "/v1/admin/boats/restore", { token: as, body: { boat_id: id } });
const remove = (id: number, as = cast.adminToken) => api.call("DELETE", `/v1/admin/boats/${id}`, { token: as });

async function listingSlugs(query = "") {
  const res = await api.call("GET", `/v1/searchboats?take=48${query}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json.content.items as { slug: string }[]).map((b) => b.slug);
}
async function headerSearchSlugs(q: string) {
  const res = await api.call("GET", `/v1/search/input?searchString=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return (res.json.content as { slug: string }[]).map((b) => b.slug);
}
const quote = (slug: string) =>
  api.call("POST", `/v1/boats/${slug}/quote`, {
    body: { start_date: nextSaturday(2), end_date: addDays(nextSaturday(2), 7), guests: 2 },
  });
const adminList = async (query = "") =>
  (await api.call("GET", `/v1/admin/boats?take=100${query}`, { token: cast.adminToken })).json.content.items as {
    id: number;
    archived_at: string | null;
  }[];

describe("archiving a boat", () => {
  it("takes it off the listing, the header search, the boat page, quotes, bookings, the calendar and the sitemap", async () => {
    const boat = await listedBoat("Arşiv Yıldızı");
    expect(await listingSlugs()).toContain(boat.slug);
    expect(await headerSearchSlugs("Arşiv Yıldızı")).toContain(boat.slug);
    expect((await quote(boat.slug)).status).toBe(200);

    const res = await archive(boat.id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.content.active).toBe(false);
    expect(res.json.content.archived_at).not.toBeNull();

    expect(await listingSlugs()).not.toContain(boat.slug);
    expect(await listingSlugs("&order=price_asc&price_min=1")).not.toContain(boat.slug);
    expect(await headerSearchSlugs("Arşiv Yıldızı")).not.toContain(boat.slug);
    expect((await api.call("GET", `/v1/boats/${boat.slug}`)).status).toBe(404);
    expect((await quote(boat.slug)).status).toBe(404);
    expect((await book(api, reservationBody(boat))).status).toBe(404);
    expect((await api.call("GET", `/v1/boats/${boat.slug}/calendar.ics`)).status).toBe(404);
    expect((await listSitemapEntries(api.db)).boats.map((b) => b.slug)).not.toContain(boat.slug);
    // Staff cannot book it by phone either.
    const staff = await api.call("POST", "/v1/admin/reservations", {
      token: cast.adminToken,
      body: {
        boat_id: boat.id,
        start_date: nextSaturday(3),
        end_date: addDays(nextSaturday(3), 7),
        guests: 2,
        customer_name: "Telefon Müşterisi",
        customer_email: "telefon@example.com",
        customer_phone: "+90 532 000 00 00",
      },
    });
    expect(staff.status).toBe(409);
    expect(staff.json.code).toBe("BOAT_ARCHIVED");
    const options = await api.call("GET", "/v1/search/boatoptions");
    expect(options.status).toBe(200);
  });

  it("keeps its reservations and records, leaves the default staff list and shows under the archive filter", async () => {
    const boat = await listedBoat("Geçmişli Tekne");
    const kept = await createReservation(api.db, {
      boatId: boat.id,
      startDate: daysFromToday(30),
      endDate: daysFromToday(37),
      status: "confirmed",
      optionExpiresAt: null,
    });
    await archive(boat.id);
    const [row] = await api.db.select().from(reservations).where(eq(reservations.id, kept.id));
    expect(row?.boatId).toBe(boat.id);
    expect((await adminList()).map((b) => b.id)).not.toContain(boat.id);
    const archived = await adminList("&archived=true");
    expect(archived.map((b) => b.id)).toContain(boat.id);
    expect(archived.every((b) => b.archived_at !== null)).toBe(true);
    const detail = await api.call("GET", `/v1/admin/boats/${boat.id}`, { token: cast.adminToken });
    expect(detail.status).toBe(200);
    expect(detail.json.content.prices).toHaveLength(1);
    // Its price floor (the listing's "from" price) is untouched, ready for a restore.
    const [floor] = await api.db.select().from(boatPriceFloors).where(eq(boatPriceFloors.boatId, boat.id));
    expect(floor?.eurMin).toBe(100_000);
  });

  it("refuses to put an archived boat on the site until it is restored (API and database)", async () => {
    const boat = await listedBoat("Kapalı Koy");
    await archive(boat.id);
    const flag = await api.call("PATCH", "/v1/admin/boats/activity", {
      token: cast.adminToken,
      body: { boat_id: boat.id, active: true },
    });
    expect(flag.status).toBe(409);
    expect(flag.json.code).toBe("BOAT_ARCHIVED");
    expect(flag.json.content).toMatch(/arşivden çıkarın/);
    const put = await api.call("PUT", `/v1/admin/boats/${boat.id}`, {
      token: cast.adminToken,
      body: { active: true },
    });
    expect(put.status).toBe(409);
    await expect(api.db.update(boats).set({ active: true }).where(eq(boats.id, boat.id))).rejects.toMatchObject({
      cause: expect.objectContaining({ code: "23514" }),
    });
  });

  it("restored by an ADMIN, the boat is back on the site; by its OWNER, it waits for an ADMIN", async () => {
    const boat = await listedBoat("Dönen Rüzgar");
    await archive(boat.id);
    const back = await restore(boat.id);
    expect(back.status).toBe(200);
    expect(back.json.content).toMatchObject({ active: true, archived_at: null });
    expect(await listingSlugs()).toContain(boat.slug);
    expect(await headerSearchSlugs("Dönen Rüzgar")).toContain(boat.slug);
    expect((await quote(boat.slug)).status).toBe(200);

    const owned = await listedBoat("Sahibin Teknesi");
    expect((await archive(owned.id, cast.ownerToken)).status).toBe(200);
    const byOwner = await restore(owned.id, cast.ownerToken);
    expect(byOwner.json.content).toMatchObject({ active: false, archived_at: null });
    expect(await listingSlugs()).not.toContain(owned.slug);
    expect((await adminList()).map((b) => b.id)).toContain(owned.id);
  });

  it("is scoped: an OWNER cannot archive or restore another owner's boat", async () => {
    expect((await archive(cast.otherBoat.id, cast.ownerToken)).status).toBe(404);
    expect((await restore(cast.otherBoat.id, cast.ownerToken)).status).toBe(404);
    expect((await archive(999_999)).status).toBe(404);
  });

  it("ends the boat-of-the-month status", async () => {
    const boat = await listedBoat("Ayın Yıldızı");
    await api.call("PATCH", "/v1/admin/boats/setboatofmonth", {
      token: cast.adminToken,
      body: { boat_id: boat.id, boat_of_month: true },
    });
    expect((await archive(boat.id)).json.content.boat_of_month).toBe(false);
  });
});

describe("deleting a boat", () => {
  it("refuses a boat with reservations (409, Turkish), and so does the database", async () => {
    const boat = await listedBoat("Rezervasyonlu");
    await createReservation(api.db, { boatId: boat.id, startDate: daysFromToday(60), endDate: daysFromToday(64) });
    const res = await remove(boat.id);
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("BOAT_HAS_RESERVATIONS");
    expect(res.json.content).toMatch(/rezervasyon kayıtları olduğu için silinemez/);
    expect(await api.db.select({ id: boats.id }).from(boats).where(eq(boats.id, boat.id))).toHaveLength(1);
    const direct = await api.db
      .delete(boats)
      .where(eq(boats.id, boat.id))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(["23001", "23503"]).toContain(sqlStateOf(direct));
    // Whichever the database raises, a delete it refuses is a Turkish 409, never a 500.
    expect(toAppError(direct)).toMatchObject({ status: 409, code: "IN_USE" });
  });

  it("deletes a boat without reservations with its prices, closings and images; files go unless shared", async () => {
    const boat = await listedBoat("Silinecek");
    const sibling = await listedBoat("Kardeş");
    await createExternalClosing(api.db, { boatId: boat.id, startDate: daysFromToday(10), endDate: daysFromToday(12) });
    await api.db
      .insert(boatDates)
      .values({ boatId: boat.id, startDate: daysFromToday(20), endDate: daysFromToday(22) });
    const own = await createBoatImage(api.db, { boatId: boat.id, storageKey: `boats/own${boat.id}`, variants: [640] });
    const shared = await createBoatImage(api.db, {
      boatId: boat.id,
      storageKey: `boats/shared${boat.id}`,
      variants: [640],
    });
    await createBoatImage(api.db, { boatId: sibling.id, storageKey: shared.storageKey, variants: [640] });
    await api.storage.put(variantKey(own.storageKey, 640), Buffer.from("eigen"));
    await api.storage.put(variantKey(shared.storageKey, 640), Buffer.from("geteilt"));

    const res = await remove(boat.id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.content).toEqual({ id: boat.id });
    for (const table of [boatPrices, boatDates, boatImages, boatPriceFloors] as const) {
      const [n] = await api.db.select({ n: count() }).from(table).where(eq(table.boatId, boat.id));
      expect(n?.n).toBe(0);
    }
    const closings = await api.db.execute(
      sql`select count(*)::int as n from external_closings where boat_id = ${boat.id}`,
    );
    expect((closings as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    expect(await api.storage.get(variantKey(own.storageKey, 640))).toBeNull();
    expect(await api.storage.get(variantKey(shared.storageKey, 640))).not.toBeNull();
    expect((await api.call("GET", `/v1/admin/boats/${boat.id}`, { token: cast.adminToken })).status).toBe(404);
  });

  it("is for ADMINs only and answers 404 for an unknown boat", async () => {
    const boat = await listedBoat("Sahibin Silemediği");
    expect((await remove(boat.id, cast.ownerToken)).status).toBe(403);
    expect((await remove(999_999)).status).toBe(404);
  });
});
