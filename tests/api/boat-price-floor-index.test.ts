import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayIn } from "@/lib/dates";
import { boatPriceFloorRates, boatPriceFloors, boatPrices, boats } from "@/server/db/schema";
import { priceFloorsExact } from "@/server/search/price-floors-exact";
import { refreshOutdatedPriceFloors } from "@/server/search/price-floors-job";
import { syncPriceFloorRates } from "@/server/search/sync-price-floor-rates";
import {
  createBoat,
  createBoatPrice,
  createBoatType,
  createExternalClosing,
  createMarina,
  createReservation,
} from "@/server/seed/factories";
import { updateSettings } from "@/server/settings/update-settings";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

// The stored TL floor (boat_price_floors.try_floor, with copies of the boat's marina and listing flag, migration
// 0025): kept by triggers inside the writing transaction, read by the listing only when it is exact, and then
// giving the same answers as computing the floor per boat.

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
  await syncPriceFloorRates(api.db);
});

const exact = () => priceFloorsExact(api.db, today);

const listing = async (query: string) => {
  const res = await api.call("GET", `/v1/searchboats?${query}${query.includes("take=") ? "" : "&take=48"}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const content = res.json.content as { total: number; items: Array<{ name: string; price_from: unknown }> };
  return {
    total: content.total,
    items: content.items.map((i) => ({ name: i.name, price: i.price_from })),
  };
};

describe("boat_price_floors.try_floor", () => {
  it("follows the periods, the boat and the rates inside the writing transaction", async () => {
    const other = await createMarina(api.db);
    const boat = await createBoat(api.db, { ownerId: cast.owner.id, typeId: cast.type.id, marinaId: cast.marina.id });
    const rolledBack = new Error("rolled back");
    await expect(
      api.db.transaction(async (tx) => {
        const floor = async () =>
          (await tx.select().from(boatPriceFloors).where(eq(boatPriceFloors.boatId, boat.id)))[0];
        const usd = await createBoatPrice(tx, {
          boatId: boat.id,
          startDate: d(1),
          endDate: d(20),
          dayPrice: 100_000,
          currency: "USD",
        });
        // $1.000 at 34,50 = 34.500 TL.
        expect(await floor()).toMatchObject({ tryFloor: 3_450_000, marinaId: cast.marina.id, listed: true });
        await createBoatPrice(tx, {
          boatId: boat.id,
          startDate: d(20),
          endDate: d(40),
          dayPrice: 3_000_000,
          currency: "TRY",
        });
        expect((await floor())?.tryFloor).toBe(3_000_000);
        await tx.update(boatPrices).set({ dayPrice: 50_000 }).where(eq(boatPrices.id, usd.id));
        expect((await floor())?.tryFloor).toBe(1_725_000);
        await tx.delete(boatPrices).where(eq(boatPrices.id, usd.id));
        expect((await floor())?.tryFloor).toBe(3_000_000);

        await tx.update(boats).set({ marinaId: other.id }).where(eq(boats.id, boat.id));
        expect(await floor()).toMatchObject({ marinaId: other.id, listed: true });
        await tx.update(boats).set({ active: false }).where(eq(boats.id, boat.id));
        expect((await floor())?.listed).toBe(false);
        await tx.update(boats).set({ active: true, forRent: false }).where(eq(boats.id, boat.id));
        expect((await floor())?.listed).toBe(false);
        await tx.update(boats).set({ forRent: true }).where(eq(boats.id, boat.id));
        expect((await floor())?.listed).toBe(true);

        await createBoatPrice(tx, {
          boatId: boat.id,
          startDate: d(40),
          endDate: d(60),
          dayPrice: 70_000,
          currency: "EUR",
        });
        expect((await floor())?.tryFloor).toBe(2_607_500);
        await tx.update(boatPriceFloorRates).set({ eur: "50.00" }).where(eq(boatPriceFloorRates.id, 1));
        expect((await floor())?.tryFloor).toBe(3_000_000);
        await tx.delete(boatPriceFloorRates);
        expect((await floor())?.tryFloor).toBeNull();
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    // Nothing of it stayed: no period, and the rates row is back.
    expect(await api.db.select().from(boatPrices).where(eq(boatPrices.boatId, boat.id))).toEqual([]);
    expect(await exact()).toBe(true);
  });

  it("serves the listing with the same answers as computing the floor per boat", async () => {
    const marina = await createMarina(api.db);
    const type = await createBoatType(api.db);
    const make = async (
      name: string,
      periods: Array<[number, string]>,
      extra: Partial<typeof boats.$inferInsert> = {},
    ) => {
      const boat = await createBoat(api.db, {
        ownerId: cast.owner.id,
        typeId: type.id,
        marinaId: marina.id,
        name,
        ...extra,
      });
      for (const [k, [amount, currency]] of periods.entries())
        await createBoatPrice(api.db, {
          boatId: boat.id,
          startDate: d(1 + k * 30),
          endDate: d(31 + k * 30),
          dayPrice: amount,
          currency: currency as "TRY",
        });
      return boat;
    };
    await make("Index TL", [[4_000_000, "TRY"]]);
    await make("Index USD", [
      [100_000, "USD"],
      [9_000_000, "TRY"],
    ]);
    await make("Index EUR", [[100_000, "EUR"]]);
    await make("Index GBP", [[80_000, "GBP"]]);
    await make("Index Same", [[3_450_000, "TRY"]]); // ties with Index USD: staff order decides, both ways
    await make("Index None", []);
    await make("Index Hidden", [[100, "TRY"]], { active: false });
    await make("Index Sale", [[200, "TRY"]], { forRent: false, forSale: true });
    expect(await exact()).toBe(true);

    const queries = [
      `regions=${marina.id}&price_min=30000&order=price_asc`,
      `regions=${marina.id}&price_min=34500&price_max=37250&order=price_asc`,
      `regions=${marina.id}&price_max=40000&order=price_desc`,
      `regions=${marina.id}&order=price_asc`,
      `regions=${marina.id}&order=price_desc`,
      `types=${type.id}&price_min=1&order=price_asc`,
      `regions=${marina.id}&regions=${cast.marina.id}&price_min=1`,
      `regions=${marina.id}&price_min=1&order=price_asc&take=2&skip=1`,
    ];
    const stored = [];
    for (const q of queries) stored.push(await listing(q));
    expect(stored[0]?.items.map((i) => i.name)).toEqual([
      "Index GBP",
      "Index Same",
      "Index USD",
      "Index EUR",
      "Index TL",
    ]);
    expect(stored[3]?.items.map((i) => i.name).at(-1)).toBe("Index None");

    // Without the rates row the floors are not exact: the listing computes each boat's floor, as before.
    await api.db.delete(boatPriceFloorRates);
    expect(await exact()).toBe(false);
    for (const [k, q] of queries.entries()) expect(await listing(q), q).toEqual(stored[k]);
    await syncPriceFloorRates(api.db);
    expect(await exact()).toBe(true);
    for (const [k, q] of queries.entries()) expect(await listing(q), q).toEqual(stored[k]);

    // New rates not yet stored, then stored: the same new order either way.
    await updateSettings(api.db, { dollar_exchange_rate: "45.00" });
    expect(await exact()).toBe(false);
    const computed = await listing(queries[0] as string);
    expect(computed.items.map((i) => i.name)).toEqual([
      "Index GBP",
      "Index Same",
      "Index EUR",
      "Index TL",
      "Index USD",
    ]);
    expect(await syncPriceFloorRates(api.db)).toBe(true);
    expect(await exact()).toBe(true);
    expect(await listing(queries[0] as string)).toEqual(computed);
    await updateSettings(api.db, { dollar_exchange_rate: "34.50" });
    await syncPriceFloorRates(api.db);

    // A row outdated by a passing day: not exact any more, and the listing still right.
    const [gbp] = await api.db.select().from(boats).where(eq(boats.name, "Index GBP"));
    await api.db
      .update(boatPriceFloors)
      .set({ computedOn: d(-40), validUntil: today, tryFloor: 1 })
      .where(eq(boatPriceFloors.boatId, gbp?.id ?? 0));
    expect(await exact()).toBe(false);
    expect(await listing(queries[0] as string)).toEqual(stored[0]);
    // The hourly job recomputes it, with its TL floor: exact again.
    expect(await refreshOutdatedPriceFloors(api.db, today)).toBeGreaterThanOrEqual(1);
    expect(await exact()).toBe(true);
    expect(await listing(queries[0] as string)).toEqual(stored[0]);
  });

  it("closings and reservations keep the dated listing and its count right (the window's blocks by range)", async () => {
    const type = await createBoatType(api.db);
    const start = d(200);
    const end = d(207);
    const make = (name: string) =>
      createBoat(api.db, { ownerId: cast.owner.id, typeId: type.id, marinaId: cast.marina.id, name });
    const free = await make("Window Free");
    const closed = await make("Window Closed");
    const booked = await make("Window Booked");
    const edge = await make("Window Edge");
    for (const b of [free, closed, booked, edge]) await createBoatPrice(api.db, { boatId: b.id });
    const q = `types=${type.id}&start_date=${start}&end_date=${end}`;
    const names = async () => {
      const r = await listing(q);
      expect(r.total).toBe(r.items.length);
      return r.items.map((i) => i.name).sort();
    };
    expect(await names()).toEqual(["Window Booked", "Window Closed", "Window Edge", "Window Free"]);

    await createExternalClosing(api.db, { boatId: closed.id, startDate: d(206), endDate: d(210) });
    await createReservation(api.db, { boatId: booked.id, startDate: d(190), endDate: d(201), status: "confirmed" });
    // Ends on the first day of the window (check-out day) and starts on its last (free) day: no overlap.
    await createExternalClosing(api.db, { boatId: edge.id, startDate: d(195), endDate: start });
    await createExternalClosing(api.db, { boatId: edge.id, startDate: end, endDate: d(214) });
    expect(await names()).toEqual(["Window Edge", "Window Free"]);
    // The floors do not depend on blocks.
    expect(await exact()).toBe(true);
  });
});
