import "server-only";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";

/** An outbox table: rows worked through by id, each due from its next attempt. */
type Outbox = PgTable & { id: PgColumn; nextAttemptAt: PgColumn };

/** The end of a lease `seconds` from now, in the database's time (the one clock every instance shares). */
export const leaseUntil = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/**
 * `id = <the oldest due row>`, for the `WHERE` of an outbox claim's `UPDATE … RETURNING`: of the rows `due`, the
 * first by next attempt, then id, locked `FOR UPDATE SKIP LOCKED`. Any number of workers (instances, overlapping
 * runs) claim at once without ever taking the same row: a row another worker is claiming is passed over, not
 * waited for. One row per claim, so a worker holds only what it works on right now.
 */
export function isOldestDue(db: Db, outbox: Outbox, due: SQL | undefined): SQL {
  const oldest = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(due)
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(1)
    .for("update", { skipLocked: true });
  return eq(outbox.id, sql`(${oldest})`);
}
