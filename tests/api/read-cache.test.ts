import { beforeAll, describe, expect, it } from "vitest";
import { type BookingCast, book, bookingCast, reservationBody } from "../support/booking-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

/**
 * Search and quote answers are shared through the read cache: every change that staff or visitors make
 * through the API must show on the very next read, not after the cache's time-out.
 */
let api: TestApi;
let cast: BookingCast;

beforeAll(async () => {
  api = await createTestApi({ TRUST_PROXY: "1" });
  cast = await bookingCast(api);
});

const stay = { start_date: "2027-05-03", end_date: "2027-05-06", guests: 2 };
const quote = () => api.call("POST", `/v1/boats/${cast.ownBoat.slug}/quote`, { body: stay });
const admin = (method: string, path: string, body: Record<string, unknown>) =>
  api.call(method, path, { token: cast.adminToken, body });

describe("the read cache", () => {
  it("answers a repeated quote identically", async () => {
    const first = await quote();
    const second = await quote();
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get("content-type")).toMatch(/^application\/json/);
    expect(second.json).toEqual(first.json);
  });

  it("shows a price edited by staff on the next quote", async () => {
    const before = await quote();
    const detail = await api.call("GET", `/v1/admin/boats/${cast.ownBoat.id}`, { token: cast.adminToken });
    const price = detail.json.content.prices[0];
    const newDayPrice = before.json.content.days[0].price + 50_000;
    const edit = await admin("PUT", `/v1/admin/boats/price/${price.id}`, { day_price: newDayPrice });
    expect(edit.status).toBe(200);
    const after = await quote();
    expect(after.json.content.days[0].price).toBe(newDayPrice);
    expect(after.json.content.total).toBe(before.json.content.total + 3 * 50_000);
  });

  it("converts with exchange rates edited by staff on the next quote", async () => {
    const edit = await admin("PUT", "/v1/admin/exchange/edit", {
      dollar_exchange_rate: "30.00",
      euro_exchange_rate: "40.00",
      sterling_exchange_rate: "50.00",
    });
    expect(edit.status).toBe(200);
    const eur = await quote();
    expect(eur.json.content.rates.EUR).toBe("40.00");
    expect(eur.json.content.converted.TRY.total).toBe(eur.json.content.total * 40);
  });

  it("finds a boat by its new name right after staff rename it", async () => {
    const search = async () =>
      (await api.call("GET", `/v1/search/input?searchString=${encodeURIComponent("Poyraz Esintisi")}`)).json
        .content as Array<{ name: string }>;
    expect((await search()).map((b) => b.name)).not.toContain("Poyraz Esintisi");
    const rename = await admin("PUT", `/v1/admin/boats/${cast.otherBoat.id}`, { name: "Poyraz Esintisi" });
    expect(rename.status).toBe(200);
    expect((await search()).map((b) => b.name)).toContain("Poyraz Esintisi");
  });

  it("refuses a quote for dates a visitor has just booked, and lists the boat as taken on them", async () => {
    const listed = async () =>
      (
        await api.call(
          "GET",
          `/v1/searchboats?start_date=${stay.start_date}&end_date=${stay.end_date}&types=${cast.type.id}`,
        )
      ).json.content.items.map((b: { id: number }) => b.id);
    expect((await quote()).status).toBe(200);
    expect(await listed()).toContain(cast.ownBoat.id);
    const booking = await book(api, reservationBody(cast.ownBoat, stay));
    expect(booking.status).toBe(201);
    const after = await quote();
    expect(after.status).toBe(409);
    expect(after.json.content).toMatch(/müsait değil/);
    expect(await listed()).not.toContain(cast.ownBoat.id);
  });
});
