import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "../../domain-errors";
import type { AuthUser } from "../../auth/current-user";
import type { Db } from "../../db/client";
import { boatComments } from "../../db/schema";
import { COMMENT_NOT_FOUND, findScopedComment } from "./find-scoped-comment";
import { toCommentDto } from "./comment-dto";

/** Approves (shows on the site) or hides a comment on a boat `user` may see. */
export async function setCommentApproval(db: Db, user: AuthUser, id: number, approved: boolean) {
  const comment = await findScopedComment(db, user, id);
  const [row] = await db
    .update(boatComments)
    .set({ approved })
    .where(eq(boatComments.id, id))
    .returning({ id: boatComments.id });
  if (!row) throw notFound(COMMENT_NOT_FOUND);
  return toCommentDto({ ...comment, approved });
}
