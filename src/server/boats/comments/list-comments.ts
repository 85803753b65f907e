import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AuthUser } from "../../auth/current-user";
import { boatScope } from "../../auth/scope";
import type { Db } from "../../db/client";
import { boatComments, boats, reservations } from "../../db/schema";
import { commentColumns, toCommentDto } from "./comment-dto";
import type { listCommentsQuery } from "./schemas";

/** A page of comments (newest first) on the boats `user` may see, with the boat's name; optionally by approval. */
export async function listComments(db: Db, user: AuthUser, query: z.output<typeof listCommentsQuery>) {
  const where = and(
    boatScope(user),
    query.approved !== undefined ? eq(boatComments.approved, query.approved) : undefined,
    query.boat_id !== undefined ? eq(boatComments.boatId, query.boat_id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(commentColumns)
      .from(boatComments)
      .innerJoin(boats, eq(boats.id, boatComments.boatId))
      .leftJoin(reservations, eq(reservations.id, boatComments.reservationId))
      .where(where)
      .orderBy(desc(boatComments.createdAt), desc(boatComments.id))
      .offset(query.skip)
      .limit(query.take),
    db.select({ n: count() }).from(boatComments).innerJoin(boats, eq(boats.id, boatComments.boatId)).where(where),
  ]);
  return { items: rows.map(toCommentDto), total: total?.n ?? 0 };
}
