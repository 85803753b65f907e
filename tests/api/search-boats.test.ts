import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayIn } from "@/lib/dates";
import {
  createBoat,
  createBoatImage,
  createBoatPrice,
  createBoatType,
  createExternalClosing,
  createMarina,
  createReservation,
  createUser,
} from "@/server/seed/factories";
import { updateSettings } from "@/server/settings/update-settings";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
const today = todayIn();
const d = (n: number) => addDays(today, n);
type Boat = Awaited<ReturnType<typeof createBoat>>;
let gulet: Boat;
let yelken: Boat;
let buyuk: Boat;
let kapali: Boat;
let marinaA: number;
let marinaB: number;
let typeGulet: number;
let typeYelken: number;

beforeAll(async () => {
  api = await createTestApi();
  await updateSettings(api.db, {
    dollar_exchange_rate: "34.50",
    euro_exchange_rate: "37.25",
    sterling_exchange_rate: "43.10",
  });
  const owner = await createUser(api.db, { email: "tekne-sahibi@liman.test", phone: "+90 555 123 45 67" });
  marinaA = (await createMarina(api.db, { name: "Bodrum Marina" })).id;
  marinaB = (await createMarina(api.db, { name: "Göcek Marina" })).id;
  typeGulet = (await createBoatType(api.db, { name: "Gulet" })).id;
  typeYelken = (await createBoatType(api.db, { name: "Yelkenli" })).id;
  const base = { ownerId: owner.id };
  // Created in this order: ids ascend, so the default order (staff order, then newest) lists them backwards.
  gulet = await createBoat(api.db, {
    ...base,
    name: "Gulet Bir",
    typeId: typeGulet,
    marinaId: marinaA,
    guests: 12,
    cabins: 6,
    lengthM: 24,
    year: 2015,
  });
  yelken = await createBoat(api.db, {
    ...base,
    name: "Yelken İki",
    typeId: typeYelken,
    marinaId: marinaB,
    guests: 6,
    cabins: 3,
    lengthM: 12.5,
    year: 2020,
  });
  buyuk = await createBoat(api.db, {
    ...base,
    name: "Büyük Üç",
    typeId: typeGulet,
    marinaId: marinaB,
    guests: 10,
    cabins: 5,
    lengthM: 30,
    year: 2010,
    popular: true,
  });
  kapali = await createBoat(api.db, {
    ...base,
    name: "Kapalı Dört",
    typeId: typeGulet,
    marinaId: marinaA,
    active: false,
  });
  await createBoat(api.db, {
    ...base,
    name: "Satılık Beş",
    typeId: typeYelken,
    marinaId: marinaA,
    forRent: false,
    forSale: true,
    salePrice: 5_000_000_00,
    saleCurrency: "EUR",
    lengthM: 15,
    year: 2018,
  });
  // €1.000/day = 37.250 TL; 15.000 TL/day; $2.000/day = 69.000 TL
  await createBoatPrice(api.db, {
    boatId: gulet.id,
    startDate: d(1),
    endDate: d(400),
    dayPrice: 100_000,
    currency: "EUR",
  });
  await createBoatPrice(api.db, {
    boatId: yelken.id,
    startDate: d(1),
    endDate: d(400),
    dayPrice: 1_500_000,
    currency: "TRY",
  });
  await createBoatPrice(api.db, {
    boatId: buyuk.id,
    startDate: d(1),
    endDate: d(400),
    dayPrice: 200_000,
    currency: "USD",
  });
  await createBoatPrice(api.db, {
    boatId: kapali.id,
    startDate: d(1),
    endDate: d(400),
    dayPrice: 100,
    currency: "TRY",
  });
  await createBoatImage(api.db, { boatId: gulet.id, storageKey: "boats/gulet", variants: [640, 1080, 1920] });
  // Büyük Üç is held by a live option on [d30, d37); Yelken İki had an option on those days that expired.
  await createReservation(api.db, { boatId: buyuk.id, startDate: d(30), endDate: d(37) });
  await createReservation(api.db, {
    boatId: yelken.id,
    startDate: d(30),
    endDate: d(37),
    optionExpiresAt: new Date(Date.now() - 60_000),
    customerEmail: "musteri-gizli@liman.test",
  });
  // Gulet Bir is closed by staff on [d50, d52).
  await createExternalClosing(api.db, { boatId: gulet.id, startDate: d(50), endDate: d(52) });
});

const list = async (query = "") => {
  const res = await api.call("GET", `/v1/searchboats${query ? `?${query}` : ""}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.content as { items: { name: string }[] & Record<string, unknown>[]; total: number };
};
const names = async (query = "") => (await list(query)).items.map((i) => i.name);

describe("GET /v1/searchboats", () => {
  it("lists active boats for rent, default order boat_desc (staff order, newest first)", async () => {
    const page = await list();
    expect(page.items.map((i) => i.name)).toEqual(["Büyük Üç", "Yelken İki", "Gulet Bir"]);
    expect(page.total).toBe(3);
  });

  it("follows the staff order first", async () => {
    const { boats } = await import("@/server/db/schema");
    const { eq } = await import("drizzle-orm");
    await api.db.update(boats).set({ sortOrder: -1 }).where(eq(boats.id, gulet.id));
    expect(await names()).toEqual(["Gulet Bir", "Büyük Üç", "Yelken İki"]);
    expect(await names("order=boat_asc")).toEqual(["Gulet Bir", "Yelken İki", "Büyük Üç"]);
    await api.db.update(boats).set({ sortOrder: 0 }).where(eq(boats.id, gulet.id));
  });

  it("answers cards with type, marina, district, sizes, thumbnail and price_from — no owner or customer data", async () => {
    const page = await list(`types=${typeGulet}`);
    const card = page.items.find((i) => i.name === "Gulet Bir")!;
    expect(card).toEqual({
      id: gulet.id,
      slug: gulet.slug,
      name: "Gulet Bir",
      thumbnail: "/v1/media/boats/gulet-640.webp",
      image: { src: "/v1/media/boats/gulet-1920.webp?variants=640-1080-1920", width: 1600, height: 1067 },
      type: { id: typeGulet, name: "Gulet" },
      marina: { id: marinaA, name: "Bodrum Marina" },
      district: { town: "Muğla", name: expect.any(String) },
      guests: 12,
      cabins: 6,
      length_m: 24,
      year: 2015,
      popular: false,
      boat_of_month: false,
      price_from: { amount: 100_000, currency: "EUR" },
      discount_percent: null,
      sale_price: null,
    });
    const text = JSON.stringify(page);
    expect(text).not.toContain("tekne-sahibi");
    expect(text).not.toContain("123 45 67");
    expect(text).not.toContain("musteri-gizli");
  });

  it("filters by regions (marina ids) as a comma list or repeated keys", async () => {
    expect(await names(`regions=${marinaA}`)).toEqual(["Gulet Bir"]);
    expect((await names(`regions=${marinaA},${marinaB}`)).sort()).toEqual(["Büyük Üç", "Gulet Bir", "Yelken İki"]);
    expect((await names(`regions=${marinaB}&regions=${marinaA}`)).length).toBe(3);
    expect(await names("regions=999999")).toEqual([]);
  });

  it("filters by types, guests, cabins and length", async () => {
    expect(await names(`types=${typeYelken}`)).toEqual(["Yelken İki"]);
    expect(await names("guests=11")).toEqual(["Gulet Bir"]);
    expect((await names("guests=10")).sort()).toEqual(["Büyük Üç", "Gulet Bir"]);
    expect(await names("cabins=6")).toEqual(["Gulet Bir"]);
    expect(await names("length_min=25")).toEqual(["Büyük Üç"]);
    expect(await names("length_max=13")).toEqual(["Yelken İki"]);
    expect(await names(`length_min=20&length_max=26&types=${typeGulet}`)).toEqual(["Gulet Bir"]);
  });

  it("filters by day price in whole TL at the admin's rates, and follows a rate change", async () => {
    expect((await names("price_min=30000")).sort()).toEqual(["Büyük Üç", "Gulet Bir"]);
    expect((await names("price_max=40000")).sort()).toEqual(["Gulet Bir", "Yelken İki"]);
    expect(await names("price_min=37250&price_max=37250")).toEqual(["Gulet Bir"]);
    await updateSettings(api.db, { euro_exchange_rate: "40.00" });
    expect(await names("price_min=37250&price_max=37250")).toEqual([]);
    expect(await names("price_min=40000&price_max=40000")).toEqual(["Gulet Bir"]);
    await updateSettings(api.db, { euro_exchange_rate: "37.25" });
  });

  it("sorts by price, length, guests and popularity", async () => {
    expect(await names("order=price_asc")).toEqual(["Yelken İki", "Gulet Bir", "Büyük Üç"]);
    expect(await names("order=price_desc")).toEqual(["Büyük Üç", "Gulet Bir", "Yelken İki"]);
    expect(await names("order=length_desc")).toEqual(["Büyük Üç", "Gulet Bir", "Yelken İki"]);
    expect(await names("order=length_asc")).toEqual(["Yelken İki", "Gulet Bir", "Büyük Üç"]);
    expect(await names("order=guests_desc")).toEqual(["Gulet Bir", "Büyük Üç", "Yelken İki"]);
    expect((await names("order=popular"))[0]).toBe("Büyük Üç");
  });

  it("keeps only boats free on every day of [start_date, end_date)", async () => {
    // Büyük Üç is held on [d30, d37); the expired option of Yelken İki no longer holds its days.
    expect((await names(`start_date=${d(32)}&end_date=${d(34)}`)).sort()).toEqual(["Gulet Bir", "Yelken İki"]);
    expect((await names(`start_date=${d(25)}&end_date=${d(31)}`)).sort()).toEqual(["Gulet Bir", "Yelken İki"]);
    // Half-open: a stay ending the day the hold starts, or starting the day it ends, is free.
    expect((await names(`start_date=${d(25)}&end_date=${d(30)}`)).length).toBe(3);
    expect((await names(`start_date=${d(37)}&end_date=${d(40)}`)).length).toBe(3);
    // The staff closing of Gulet Bir counts too.
    expect((await names(`start_date=${d(51)}&end_date=${d(53)}`)).sort()).toEqual(["Büyük Üç", "Yelken İki"]);
  });

  it("pages with skip and take; total counts every match", async () => {
    const first = await list("take=2");
    const second = await list("take=2&skip=2");
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(1);
    expect(first.total).toBe(3);
    expect(second.total).toBe(3);
    expect(new Set([...first.items, ...second.items].map((i) => i.name)).size).toBe(3);
    const beyond = await list("skip=50");
    expect(beyond).toEqual({ items: [], total: 3 });
  });

  it("answers 400 with a Turkish message for bad filters", async () => {
    for (const [query, message] of [
      ["order=foo", /Geçersiz sıralama/],
      ["regions=abc", /Bölge/],
      ["types=1,x", /Tekne tipi/],
      ["guests=-2", /negatif/],
      ["price_min=abc", /fiyat/],
      ["take=1000", /geçersiz/i],
      [`start_date=${d(3)}`, /birlikte/],
      [`start_date=${d(3)}&end_date=${d(3)}`, /sonra olmalı/],
      ["start_date=2027-02-30&end_date=2027-03-02", /geçerli bir gün/],
    ] as const) {
      const res = await api.call("GET", `/v1/searchboats?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json.content, query).toMatch(message);
    }
  });
});

describe("GET /v1/searchboatsforsale", () => {
  it("lists active boats for sale with their sale price, year and length", async () => {
    await createBoat(api.db, {
      name: "Eski Satılık",
      forRent: true,
      forSale: true,
      salePrice: 100_000_000,
      saleCurrency: "TRY",
      year: 1999,
      lengthM: 9,
    });
    await createBoat(api.db, {
      name: "Pasif Satılık",
      forSale: true,
      salePrice: 1,
      saleCurrency: "TRY",
      active: false,
    });
    const res = await api.call("GET", "/v1/searchboatsforsale");
    expect(res.status).toBe(200);
    expect(res.json.content.total).toBe(2);
    const card = res.json.content.items.find((i: { name: string }) => i.name === "Satılık Beş");
    expect(card).toMatchObject({ sale_price: { amount: 5_000_000_00, currency: "EUR" }, year: 2018, length_m: 15 });
    expect(res.json.content.items.map((i: { name: string }) => i.name)).not.toContain("Gulet Bir");
  });

  it("filters and sorts by the sale price in TL and by year", async () => {
    const q = async (query: string) =>
      (await api.call("GET", `/v1/searchboatsforsale?${query}`)).json.content.items.map(
        (i: { name: string }) => i.name,
      );
    // €5.000.000 × 37,25 = 186.250.000 TL; 1.000.000 TL
    expect(await q("order=price_asc")).toEqual(["Eski Satılık", "Satılık Beş"]);
    expect(await q("order=price_desc")).toEqual(["Satılık Beş", "Eski Satılık"]);
    expect(await q("price_min=2000000")).toEqual(["Satılık Beş"]);
    expect((await q("price_max=186250000")).sort()).toEqual(["Eski Satılık", "Satılık Beş"]);
    expect(await q("price_max=186249999")).toEqual(["Eski Satılık"]);
    expect(await q("price_max=1000000")).toEqual(["Eski Satılık"]);
    expect(await q("order=year_desc")).toEqual(["Satılık Beş", "Eski Satılık"]);
    expect(await q(`regions=${marinaA}`)).toEqual(["Satılık Beş"]);
  });

  it("refuses a rent-only order", async () => {
    const res = await api.call("GET", "/v1/searchboatsforsale?order=guests_desc");
    expect(res.status).toBe(400);
  });
});

describe("GET /v1/search/boatoptions", () => {
  it("answers types and marinas with counts and the filter ranges", async () => {
    const res = await api.call("GET", "/v1/search/boatoptions");
    expect(res.status).toBe(200);
    const o = res.json.content;
    expect(o.types).toContainEqual({ id: typeGulet, name: "Gulet", count: 2 });
    expect(o.types).toContainEqual({ id: typeYelken, name: "Yelkenli", count: 2 });
    expect(o.marinas).toContainEqual(
      expect.objectContaining({ id: marinaA, name: "Bodrum Marina", town: "Muğla", count: 2 }),
    );
    expect(o.marinas).toContainEqual(expect.objectContaining({ id: marinaB, name: "Göcek Marina", count: 2 }));
    expect(o.price).toEqual({ min: 15000, max: 69000 });
    expect(o.sale_price.max).toBe(186_250_000);
    expect(o.length.max).toBe(30);
    expect(o.guests_max).toBe(12);
    expect(o.cabins_max).toBe(6);
  });
});
