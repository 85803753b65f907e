import "server-only";
import { and, eq } from "drizzle-orm";
import { notFound } from "../../domain-errors";
import type { AuthUser } from "../../auth/current-user";
import { boatScope } from "../../auth/scope";
import type { DbOrTx } from "../../db/client";
import { boatDates, boats } from "../../db/schema";
import { dateColumns } from "./date-dto";
import type { ErrorKey } from "@/shared/messages/message-ref";

export const DATE_NOT_FOUND = "boats.closing_not_found" satisfies ErrorKey;

/** A closing of a boat `user` may see (locked for update inside a transaction); otherwise 404. */
export async function findScopedDate(db: DbOrTx, user: AuthUser, id: number) {
  const [row] = await db
    .select(dateColumns)
    .from(boatDates)
    .innerJoin(boats, eq(boats.id, boatDates.boatId))
    .where(and(eq(boatDates.id, id), boatScope(user)))
    .limit(1)
    .for("update", { of: boatDates });
  if (!row) throw notFound(DATE_NOT_FOUND);
  return row;
}
