import "server-only";
import { and, eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import type { DbOrTx } from "../db/client";
import { boats, externalClosings } from "../db/schema";
import { externalColumns, toExternalDto } from "./external-columns";

export const externalNotFound = () => notFound("boats.closing_not_found");

/** One external closing within the user's scope (another owner's → 404). `lock` takes the row for update. */
export async function findExternalClosing(db: DbOrTx, user: AuthUser, id: number, lock = false) {
  const query = db
    .select(externalColumns)
    .from(externalClosings)
    .innerJoin(boats, eq(boats.id, externalClosings.boatId))
    .where(and(eq(externalClosings.id, id), boatScope(user)))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: externalClosings }) : await query;
  if (!row) throw externalNotFound();
  return row;
}

export async function getExternalClosing(db: DbOrTx, user: AuthUser, id: number) {
  return toExternalDto(await findExternalClosing(db, user, id));
}
