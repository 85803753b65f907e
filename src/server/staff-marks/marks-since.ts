import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { staffMarkBaselines, users } from "../db/schema";

/**
 * SQL for the moment before which nothing is "new" to a user: their baseline if set, else when the user was
 * created (a new staff member does not inherit the whole history as new).
 */
export function marksSince(userId: number): SQL<Date> {
  return sql<Date>`coalesce((SELECT ${staffMarkBaselines.since} FROM ${staffMarkBaselines} WHERE ${staffMarkBaselines.userId} = ${userId}), (SELECT ${users.createdAt} FROM ${users} WHERE ${users.id} = ${userId}))`;
}
