import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { teamMembers } from "../db/schema";
import { releaseFiles } from "../media/shared-files";
import type { Storage } from "../media/storage";

/** Deletes a member, then their photo files (unless another row shows the same photo). */
export async function deleteTeamMember(db: Db, storage: Storage, id: number): Promise<{ id: number }> {
  const [row] = await db
    .delete(teamMembers)
    .where(eq(teamMembers.id, id))
    .returning({ id: teamMembers.id, photo: teamMembers.photo });
  if (!row) throw notFound("team.not_found");
  await releaseFiles(db, storage, [row.photo]);
  return { id: row.id };
}
