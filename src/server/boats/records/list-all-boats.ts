import "server-only";
import { asc } from "drizzle-orm";
import type { AuthUser } from "../../auth/current-user";
import { boatScope } from "../../auth/scope";
import type { Db } from "../../db/client";
import { boats } from "../../db/schema";

/** id + name of every boat `user` may see, by name: for pickers (reservations, closings, filters). */
export async function listAllBoats(db: Db, user: AuthUser) {
  return db
    .select({ id: boats.id, name: boats.name, active: boats.active })
    .from(boats)
    .where(boatScope(user))
    .orderBy(asc(boats.searchName), asc(boats.id));
}
