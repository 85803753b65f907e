import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { findActiveBoat } from "@/server/availability/find-boat-by-slug";
import { quoteBoat } from "@/server/pricing/quote-boat";
import { toQuoteDto } from "@/server/pricing/quote-dto";
import { quoteStay } from "@/server/pricing/quote-stay";
import { createBoat, createBoatPrice, createExternalClosing } from "@/server/seed/factories";
import { type BookingCast, bookingCast } from "../support/booking-fixtures";
import { statementCounter } from "../support/statement-counter";
import { createTestApi, type TestApi } from "../support/test-api";
import { nextSaturday, today } from "../support/test-dates";

let api: TestApi;
let cast: BookingCast;
let boat: { id: number; slug: string };
const saturday = nextSaturday(3);
const stay = (from: number, days: number, guests = 2, extras?: number[]) => ({
  start_date: addDays(saturday, from),
  end_date: addDays(saturday, from + days),
  guests,
  ...(extras ? { extras } : {}),
});

beforeAll(async () => {
  api = await createTestApi();
  cast = await bookingCast(api);
  const created = await createBoat(api.db, { ownerId: cast.owner.id, guests: 6 });
  boat = { id: created.id, slug: created.slug };
  await createBoatPrice(api.db, { boatId: boat.id, endDate: addDays(saturday, 40) });
  await createBoatPrice(api.db, {
    boatId: boat.id,
    startDate: addDays(saturday, 40),
    endDate: addDays(saturday, 80),
    dayPrice: 210_000,
    currency: "USD",
    minDays: 3,
  });
  await createExternalClosing(api.db, {
    boatId: boat.id,
    startDate: addDays(saturday, 20),
    endDate: addDays(saturday, 22),
  });
  const saved = await api.call("PUT", `/v1/admin/boats/${boat.id}/extras`, {
    token: cast.ownerToken,
    body: [
      { name: "Son temizlik", unit: "booking", amount: 15_000, currency: "EUR", obligatory: true, payable: "booking" },
      { name: "Kaptan", unit: "day", amount: 20_000, currency: "EUR", obligatory: false, payable: "booking" },
    ],
  });
  expect(saved.status).toBe(200);
  const discount = await api.call("POST", "/v1/admin/discounts", {
    token: cast.ownerToken,
    body: {
      boat_id: boat.id,
      kind: "long_stay",
      percent: 10,
      threshold_days: 7,
      valid_from: today(),
      valid_to: addDays(today(), 400),
    },
  });
  expect(discount.status).toBe(201);
});

/** What the public quote answered before its reads were one statement: quoteStay, then the blocked ranges. */
async function quoteAsBefore(slug: string, body: ReturnType<typeof stay>) {
  const boat = await findActiveBoat(api.db, { slug });
  return toQuoteDto(
    await quoteStay(api.db, boat, {
      startDate: body.start_date,
      endDate: body.end_date,
      guests: body.guests,
      extras: body.extras,
    }),
  );
}

describe("the public quote's one read (quote_read)", () => {
  it("answers in one statement what quoteStay answers, extras, discount and currencies included", async () => {
    const count = statementCounter(api);
    const extras = (await api.call("GET", `/v1/boats/${boat.slug}/extras`)).json.content as { id: number }[];
    const stays = [stay(0, 3), stay(7, 7, 4, [extras[1]!.id]), stay(38, 5), stay(42, 10, 2, [extras[1]!.id])];
    for (const body of stays) {
      const read = await count((db) => quoteBoat(db, boat.slug, body));
      expect(read.statements).toBe(1);
      expect(read.result).toEqual(await quoteAsBefore(boat.slug, body));
    }
    const discounted = await quoteBoat(api.db, boat.slug, stays[1]!);
    expect(JSON.stringify(discounted)).toContain("long_stay");
  });

  it("refuses as before: unknown or inactive boat 404, the pricing's refusals, then taken dates 409", async () => {
    const call = (slug: string, body: object) =>
      api.call("POST", `/v1/boats/${slug}/quote`, { body: body as Record<string, unknown> });
    expect((await call("yok-boyle-tekne", stay(0, 3))).status).toBe(404);
    const inactive = await createBoat(api.db, { ownerId: cast.owner.id, active: false });
    await createBoatPrice(api.db, { boatId: inactive.id });
    expect((await call(inactive.slug, stay(0, 3))).status).toBe(404);
    // Taken dates within a priced stay: 409; taken dates with too many guests: the pricing's 422 first.
    const taken = await call(boat.slug, stay(19, 3));
    expect(taken.status).toBe(409);
    expect(taken.json.content).toBe("Seçtiğiniz tarihlerde tekne müsait değil. Lütfen başka tarihler seçin.");
    expect((await call(boat.slug, stay(19, 3, 99))).status).toBe(422);
    // The day after the closing is free again.
    expect((await call(boat.slug, stay(22, 3))).status).toBe(200);
  });
});
