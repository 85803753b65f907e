import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { badRequest, notFound } from "../../domain-errors";
import type { AuthUser } from "../../auth/current-user";
import type { Db } from "../../db/client";
import { boatPrices } from "../../db/schema";
import { findScopedPrice } from "./find-scoped-price";
import { mapPriceOverlap } from "./price-errors";
import { priceColumns, toPriceDto } from "./price-dto";
import type { updatePriceBody } from "./schemas";
import { msg } from "@/shared/messages/message-ref";

/** Changes the fields sent of a price period; the merged period must still be valid and not overlap another. */
export async function updateBoatPrice(db: Db, user: AuthUser, id: number, input: z.output<typeof updatePriceBody>) {
  const current = await findScopedPrice(db, user, id);
  const startDate = input.start_date ?? current.startDate;
  const endDate = input.end_date ?? current.endDate;
  if (endDate <= startDate) {
    throw badRequest("booking.end_after_start", { end_date: msg("booking.end_after_start") });
  }
  const [row] = await db
    .update(boatPrices)
    .set({
      startDate,
      endDate,
      dayPrice: input.day_price,
      currency: input.currency,
      minDays: input.min_days,
      startWeekday: input.start_weekday,
    })
    .where(eq(boatPrices.id, id))
    .returning(priceColumns)
    .catch(mapPriceOverlap);
  if (!row) throw notFound("boats.price_not_found");
  return toPriceDto(row);
}
