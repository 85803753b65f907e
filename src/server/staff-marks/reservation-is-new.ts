import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { reservations, reservationViews } from "../db/schema";
import { marksSince } from "./marks-since";

/**
 * SQL true when a reservation is "new" to this user: a website request made after their baseline that they
 * have not opened. Opening it clears the mark for them only.
 */
export function reservationIsNew(userId: number): SQL<boolean> {
  return sql<boolean>`(${reservations.source} = 'website' AND ${reservations.createdAt} > ${marksSince(userId)} AND NOT EXISTS (SELECT 1 FROM ${reservationViews} WHERE ${reservationViews.userId} = ${userId} AND ${reservationViews.reservationId} = ${reservations.id}))`;
}
