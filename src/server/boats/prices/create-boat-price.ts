import "server-only";
import type { z } from "zod";
import type { AuthUser } from "../../auth/current-user";
import type { Db } from "../../db/client";
import { boatPrices } from "../../db/schema";
import { findScopedBoat } from "../find-scoped-boat";
import { mapPriceOverlap } from "./price-errors";
import { priceColumns, toPriceDto } from "./price-dto";
import type { createPriceBody } from "./schemas";

/** Adds a price period [start_date, end_date) to a boat `user` may see; an overlapping period → 409. */
export async function createBoatPrice(db: Db, user: AuthUser, input: z.output<typeof createPriceBody>) {
  await findScopedBoat(db, user, input.boat_id);
  const [row] = await db
    .insert(boatPrices)
    .values({
      boatId: input.boat_id,
      startDate: input.start_date,
      endDate: input.end_date,
      dayPrice: input.day_price,
      currency: input.currency,
      minDays: input.min_days ?? 1,
      startWeekday: input.start_weekday ?? null,
    })
    .returning(priceColumns)
    .catch(mapPriceOverlap);
  return toPriceDto(row!);
}
