import "server-only";
import { and, asc, eq, gt, inArray, lt } from "drizzle-orm";
import type { z } from "zod";
import { todayIn } from "../../../lib/dates";
import type { AuthUser } from "../../auth/current-user";
import { boatScope } from "../../auth/scope";
import type { Db } from "../../db/client";
import { availabilityBlocks, boatDates, boats } from "../../db/schema";
import type { boatsWithDatesQuery } from "./schemas";

/**
 * Every boat `user` may see with what blocks its days (reservations, manual closings, boat dates incl. iCal
 * imports) that end after `from` (default today) and start before `to` (default: no limit), in date order.
 */
export async function listBoatsWithDates(db: Db, user: AuthUser, query: z.output<typeof boatsWithDatesQuery>) {
  const from = query.from ?? todayIn();
  const boatRows = await db
    .select({ id: boats.id, name: boats.name, slug: boats.slug, active: boats.active, forRent: boats.forRent })
    .from(boats)
    .where(and(boatScope(user), query.boat_id !== undefined ? eq(boats.id, query.boat_id) : undefined))
    .orderBy(asc(boats.searchName), asc(boats.id));
  if (boatRows.length === 0) return [];
  const blocks = await db
    .select({
      id: availabilityBlocks.id,
      boatId: availabilityBlocks.boatId,
      startDate: availabilityBlocks.startDate,
      endDate: availabilityBlocks.endDate,
      kind: availabilityBlocks.kind,
      reservationId: availabilityBlocks.reservationId,
      externalClosingId: availabilityBlocks.externalClosingId,
      boatDateId: availabilityBlocks.boatDateId,
      source: boatDates.source,
      note: boatDates.note,
    })
    .from(availabilityBlocks)
    .leftJoin(boatDates, eq(boatDates.id, availabilityBlocks.boatDateId))
    .where(
      and(
        inArray(
          availabilityBlocks.boatId,
          boatRows.map((b) => b.id),
        ),
        gt(availabilityBlocks.endDate, from),
        query.to ? lt(availabilityBlocks.startDate, query.to) : undefined,
      ),
    )
    .orderBy(asc(availabilityBlocks.startDate), asc(availabilityBlocks.id));
  return boatRows.map((b) => ({
    id: b.id,
    name: b.name,
    slug: b.slug,
    active: b.active,
    for_rent: b.forRent,
    blocks: blocks
      .filter((x) => x.boatId === b.id)
      .map((x) => ({
        id: x.id,
        start_date: x.startDate,
        end_date: x.endDate,
        kind: x.kind,
        reservation_id: x.reservationId,
        external_closing_id: x.externalClosingId,
        boat_date_id: x.boatDateId,
        source: x.source,
        note: x.note,
      })),
  }));
}
