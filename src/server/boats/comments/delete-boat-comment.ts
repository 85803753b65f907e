import "server-only";
import { eq } from "drizzle-orm";
import type { AuthUser } from "../../auth/current-user";
import type { Db } from "../../db/client";
import { boatComments } from "../../db/schema";
import { findScopedComment } from "./find-scoped-comment";

/** Removes a comment on a boat `user` may see. */
export async function deleteBoatComment(db: Db, user: AuthUser, id: number) {
  await findScopedComment(db, user, id);
  await db.delete(boatComments).where(eq(boatComments.id, id));
  return { id };
}
