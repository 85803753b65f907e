import "server-only";
import { and, eq } from "drizzle-orm";
import { notFound } from "../../domain-errors";
import type { AuthUser } from "../../auth/current-user";
import { boatScope } from "../../auth/scope";
import type { DbOrTx } from "../../db/client";
import { boatComments, boats, reservations } from "../../db/schema";
import { commentColumns } from "./comment-dto";
import type { ErrorKey } from "@/shared/messages/message-ref";

export const COMMENT_NOT_FOUND = "boats.comment_not_found" satisfies ErrorKey;

/** A comment on a boat `user` may see; otherwise 404. */
export async function findScopedComment(db: DbOrTx, user: AuthUser, id: number) {
  const [row] = await db
    .select(commentColumns)
    .from(boatComments)
    .innerJoin(boats, eq(boats.id, boatComments.boatId))
    .leftJoin(reservations, eq(reservations.id, boatComments.reservationId))
    .where(and(eq(boatComments.id, id), boatScope(user)))
    .limit(1);
  if (!row) throw notFound(COMMENT_NOT_FOUND);
  return row;
}
