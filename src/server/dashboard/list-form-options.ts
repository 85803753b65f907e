import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { AuthUser } from "../auth/current-user";
import { isAdmin } from "../auth/scope";
import type { Db } from "../db/client";
import { boatTypes, districts, marinas, users } from "../db/schema";

/**
 * The id + name lists the dashboard's forms need (boat form: types, marinas, owners; marina form:
 * districts). An OWNER gets the same types, marinas and districts, and only themselves as owner.
 */
export async function listFormOptions(db: Db, user: AuthUser) {
  const [types, marinaRows, districtRows, ownerRows] = await Promise.all([
    db
      .select({ id: boatTypes.id, name: boatTypes.name })
      .from(boatTypes)
      .orderBy(asc(boatTypes.sortOrder), asc(boatTypes.name)),
    db
      .select({ id: marinas.id, name: marinas.name, districtId: marinas.districtId, popular: marinas.popular })
      .from(marinas)
      .orderBy(asc(marinas.name)),
    db
      .select({ id: districts.id, name: districts.name, town: districts.town })
      .from(districts)
      .orderBy(asc(districts.town), asc(districts.name)),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
      .from(users)
      .where(and(eq(users.active, true), isAdmin(user) ? undefined : eq(users.id, user.id)))
      .orderBy(asc(users.firstName), asc(users.lastName)),
  ]);
  return {
    boatTypes: types,
    marinas: marinaRows.map((m) => ({ id: m.id, name: m.name, district_id: m.districtId, popular: m.popular })),
    districts: districtRows,
    owners: ownerRows.map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}`, role: u.role })),
  };
}
