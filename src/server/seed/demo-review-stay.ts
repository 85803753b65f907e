import "server-only";
import { addDays, isoWeekday } from "../../lib/dates";
import { depositOf } from "../../lib/money";
import type { DbOrTx } from "../db/client";
import { type FrozenRates, reservations } from "../db/schema";
import type { DemoBoat } from "./demo-boats";
import type { Occupancy } from "./demo-closings";
import { type PriceModel, seasonOf, stayTotal } from "./demo-pricing";

/** The guest of the demo stay that checked out yesterday: the review invitation job mails them on the first run. */
export const DEMO_REVIEW_GUEST = { name: "Tuna Ergül", email: "tuna.ergul@example.org", phone: "+90 538 666 78 90" };

/** A stay of `nights` ending on `end` as the boat's price rules allow it (minimum days, Saturday starts, one season). */
function allowed(model: PriceModel, end: string, nights: number): boolean {
  const start = addDays(end, -nights);
  const season = seasonOf(start);
  if (nights < model.minDays[season] || seasonOf(addDays(end, -1)) !== season) return false;
  return !(season === "high" && model.highStartWeekday && isoWeekday(start) !== model.highStartWeekday);
}

/**
 * A completed stay that checked out yesterday (Istanbul) on the first rentable demo boat free then: the demo shows
 * a review invitation at once, and the e2e journey of reviews starts from its mail. Draws nothing from the demo's
 * random sequence, so the rest of the demo stays the same. Answers the boat's id (null when no boat was free).
 */
export async function insertDemoReviewStay(
  db: DbOrTx,
  ctx: {
    fleet: DemoBoat[];
    today: string;
    now: Date;
    rates: FrozenRates;
    depositPercent: number;
    occupancy: Occupancy;
  },
): Promise<number | null> {
  const end = addDays(ctx.today, -1);
  for (const boat of ctx.fleet) {
    const prices = boat.prices;
    if (!prices) continue;
    for (let nights = 2; nights <= 7; nights++) {
      if (!allowed(prices, end, nights) || !ctx.occupancy.isFree(boat.id, addDays(end, -nights), end)) continue;
      await insertStay(db, ctx, { ...boat, prices }, addDays(end, -nights), end);
      return boat.id;
    }
  }
  return null;
}

async function insertStay(
  db: DbOrTx,
  ctx: { now: Date; rates: FrozenRates; depositPercent: number; occupancy: Occupancy },
  boat: DemoBoat & { prices: PriceModel },
  start: string,
  end: string,
) {
  ctx.occupancy.take(boat.id, start, end);
  const total = stayTotal(boat.prices, start, end);
  const createdAt = new Date(ctx.now.getTime() - 40 * 86_400_000);
  await db.insert(reservations).values({
    code: "LMN-DEGERS",
    boatId: boat.id,
    customerName: DEMO_REVIEW_GUEST.name,
    customerEmail: DEMO_REVIEW_GUEST.email,
    customerPhone: DEMO_REVIEW_GUEST.phone,
    guests: Math.min(2, boat.guests),
    startDate: start,
    endDate: end,
    status: "completed",
    total,
    deposit: depositOf(total, ctx.depositPercent),
    currency: boat.prices.currency,
    rates: ctx.rates,
    source: "staff",
    createdAt,
    updatedAt: createdAt,
  });
}
