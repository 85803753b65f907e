import "server-only";
import { and, count, desc, eq, gt, lte, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import type { Db } from "../db/client";
import { boats, externalClosings } from "../db/schema";
import { externalColumns, toExternalDto } from "./external-columns";
import type { externalListQuery } from "./schemas";

/** External closings the user may see, latest stays first, with the spec's filters. */
export async function listExternalClosings(db: Db, user: AuthUser, query: z.output<typeof externalListQuery>) {
  const where = and(
    boatScope(user),
    query.status ? eq(externalClosings.status, query.status) : undefined,
    query.boat_id ? eq(externalClosings.boatId, query.boat_id) : undefined,
    // Occupies a day on or after started_at / on or before finished_at (the end day itself is free).
    query.started_at ? gt(externalClosings.endDate, query.started_at) : undefined,
    query.finished_at ? lte(externalClosings.startDate, query.finished_at) : undefined,
    query.created_at
      ? sql`(${externalClosings.createdAt} AT TIME ZONE 'Europe/Istanbul')::date = ${query.created_at}::date`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(externalColumns)
      .from(externalClosings)
      .innerJoin(boats, eq(boats.id, externalClosings.boatId))
      .where(where)
      .orderBy(desc(externalClosings.startDate), desc(externalClosings.id))
      .offset(query.skip)
      .limit(query.take),
    db
      .select({ n: count() })
      .from(externalClosings)
      .innerJoin(boats, eq(boats.id, externalClosings.boatId))
      .where(where),
  ]);
  return { items: rows.map(toExternalDto), total: total?.n ?? 0 };
}
