import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayIn } from "@/lib/dates";
import { boatPriceFloors, boatPrices, boats } from "@/server/db/schema";
import { refreshOutdatedPriceFloors } from "@/server/search/price-floors-job";
import { createBoat, createBoatPrice } from "@/server/seed/factories";
import { updateSettings } from "@/server/settings/update-settings";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

// The listing's "from" price (boat_price_floors): kept by the database on every write to boat_prices, converted
// with the rates at query time, and never trusted for a day it does not describe.

let api: TestApi;
let cast: BoatCast;
const today = todayIn();
const d = (n: number) => addDays(today, n);

beforeAll(async () => {
  api = await createTestApi();
  cast = await boatCast(api);
  await updateSettings(api.db, {
    dollar_exchange_rate: "34.50",
    euro_exchange_rate: "37.25",
    sterling_exchange_rate: "43.10",
  });
});

const floorOf = async (boatId: number) =>
  (await api.db.select().from(boatPriceFloors).where(eq(boatPriceFloors.boatId, boatId)))[0];

/** What the floor must hold: the cheapest period per currency among those ending after today, from the periods. */
const expectedFloor = async (boatId: number) => {
  const periods = (await api.db.select().from(boatPrices).where(eq(boatPrices.boatId, boatId))).filter(
    (p) => p.endDate > today,
  );
  const min = (currency: string) => {
    const amounts = periods.filter((p) => p.currency === currency).map((p) => p.dayPrice);
    return amounts.length ? Math.min(...amounts) : null;
  };
  const ends = periods.map((p) => p.endDate).sort();
  return {
    computedOn: today,
    validUntil: ends[0] ?? null,
    tryMin: min("TRY"),
    usdMin: min("USD"),
    eurMin: min("EUR"),
    gbpMin: min("GBP"),
  };
};

const cheapest = async (query: string) => {
  const res = await api.call("GET", `/v1/searchboats?regions=${cast.marina.id}&${query}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.content.items.map((i: { name: string }) => i.name) as string[];
};

const post = async (body: Record<string, unknown>) => {
  const res = await api.call("POST", "/v1/admin/boats/price", { token: cast.adminToken, body });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.content.id as number;
};

describe("boat_price_floors", () => {
  it("follows every create, update and delete of a boat's periods", async () => {
    const boatId = cast.ownBoat.id;
    const base = { boat_id: boatId, currency: "EUR" };
    const a = await post({ ...base, start_date: d(10), end_date: d(40), day_price: 150_000 });
    expect(await floorOf(boatId)).toMatchObject(await expectedFloor(boatId));
    expect((await floorOf(boatId))?.eurMin).toBe(150_000);

    const b = await post({ ...base, start_date: d(40), end_date: d(70), day_price: 120_000, currency: "USD" });
    expect(await floorOf(boatId)).toMatchObject({ eurMin: 150_000, usdMin: 120_000, validUntil: d(40) });

    const put = await api.call("PUT", `/v1/admin/boats/price/${a}`, {
      token: cast.adminToken,
      body: { day_price: 90_000, currency: "GBP" },
    });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    expect(await floorOf(boatId)).toMatchObject({ eurMin: null, gbpMin: 90_000, usdMin: 120_000 });
    expect(await floorOf(boatId)).toMatchObject(await expectedFloor(boatId));

    expect((await api.call("DELETE", `/v1/admin/boats/price/${b}`, { token: cast.adminToken })).status).toBe(200);
    expect(await floorOf(boatId)).toMatchObject({ usdMin: null, gbpMin: 90_000, validUntil: d(40) });
    expect((await api.call("DELETE", `/v1/admin/boats/price/${a}`, { token: cast.adminToken })).status).toBe(200);
    expect(await floorOf(boatId)).toMatchObject({ tryMin: null, usdMin: null, eurMin: null, gbpMin: null });
    expect((await floorOf(boatId))?.validUntil).toBeNull();
  });

  it("keeps periods of one boat written at the same time (the second write sees the first)", async () => {
    const boat = await createBoat(api.db, { ownerId: cast.owner.id, typeId: cast.type.id, marinaId: cast.marina.id });
    await Promise.all(
      [0, 1, 2, 3].map((k) =>
        post({
          boat_id: boat.id,
          start_date: d(100 + k * 10),
          end_date: d(110 + k * 10),
          day_price: 500_000 - k,
          currency: "TRY",
        }),
      ),
    );
    expect(await floorOf(boat.id)).toMatchObject({ tryMin: 499_997, validUntil: d(110) });
  });

  it("orders and filters the listing by the floor at today's rates, and follows a rate change", async () => {
    const marina = cast.marina.id;
    const tl = await createBoat(api.db, {
      ownerId: cast.owner.id,
      typeId: cast.type.id,
      marinaId: marina,
      name: "Floor TL",
    });
    const usd = await createBoat(api.db, {
      ownerId: cast.owner.id,
      typeId: cast.type.id,
      marinaId: marina,
      name: "Floor USD",
    });
    // 40.000 TL a day, and $1.000 a day = 34.500 TL (its dearer period in TL does not count).
    await createBoatPrice(api.db, {
      boatId: tl.id,
      startDate: d(1),
      endDate: d(30),
      dayPrice: 4_000_000,
      currency: "TRY",
    });
    await createBoatPrice(api.db, {
      boatId: usd.id,
      startDate: d(1),
      endDate: d(30),
      dayPrice: 100_000,
      currency: "USD",
    });
    await createBoatPrice(api.db, {
      boatId: usd.id,
      startDate: d(30),
      endDate: d(60),
      dayPrice: 9_000_000,
      currency: "TRY",
    });
    const floorBoats = (names: string[]) => names.filter((n) => n.startsWith("Floor"));

    expect(floorBoats(await cheapest("order=price_asc"))).toEqual(["Floor USD", "Floor TL"]);
    expect(floorBoats(await cheapest("price_min=34500&price_max=34500"))).toEqual(["Floor USD"]);
    await updateSettings(api.db, { dollar_exchange_rate: "45.00" });
    expect(floorBoats(await cheapest("order=price_asc"))).toEqual(["Floor TL", "Floor USD"]);
    expect(floorBoats(await cheapest("price_min=45000&price_max=45000"))).toEqual(["Floor USD"]);
    await updateSettings(api.db, { dollar_exchange_rate: "34.50" });
    expect(floorBoats(await cheapest("price_min=34500&price_max=34500"))).toEqual(["Floor USD"]);
  });

  it("is not trusted for a day it does not describe: the listing reads the periods, the job recomputes", async () => {
    const boat = await createBoat(api.db, {
      ownerId: cast.owner.id,
      typeId: cast.type.id,
      marinaId: cast.marina.id,
      name: "Outdated Floor",
    });
    await createBoatPrice(api.db, {
      boatId: boat.id,
      startDate: d(1),
      endDate: d(30),
      dayPrice: 7_777_700,
      currency: "TRY",
    });
    // A row computed before its cheapest period ended (as if days had passed): wrong for today.
    await api.db
      .update(boatPriceFloors)
      .set({ computedOn: d(-40), validUntil: today, tryMin: 100 })
      .where(eq(boatPriceFloors.boatId, boat.id));
    expect(await cheapest("price_min=77777&price_max=77777")).toEqual(["Outdated Floor"]);
    expect(await cheapest("price_max=1")).not.toContain("Outdated Floor");

    expect(await refreshOutdatedPriceFloors(api.db, today)).toBeGreaterThanOrEqual(1);
    expect(await floorOf(boat.id)).toMatchObject({ computedOn: today, tryMin: 7_777_700, validUntil: d(30) });
    expect(await refreshOutdatedPriceFloors(api.db, today)).toBe(0);
  });

  it("goes with its boat, and exists again for every boat with periods after a recount", async () => {
    const boat = await createBoat(api.db, { ownerId: cast.owner.id, typeId: cast.type.id, marinaId: cast.marina.id });
    await createBoatPrice(api.db, {
      boatId: boat.id,
      startDate: d(1),
      endDate: d(30),
      dayPrice: 1_000,
      currency: "TRY",
    });
    await api.db.delete(boats).where(eq(boats.id, boat.id));
    expect(await floorOf(boat.id)).toBeUndefined();
    const missing = (await api.db.execute(
      sql`select count(*)::int as n from (select distinct boat_id from boat_prices) p
          where not exists (select 1 from boat_price_floors f where f.boat_id = p.boat_id)`,
    )) as unknown as { rows: { n: number }[] };
    expect(missing.rows[0]?.n).toBe(0);
  });
});
