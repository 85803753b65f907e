import { eq } from "drizzle-orm";
import { notFound } from "../api/errors";
import type { Db } from "../db/client";
import { teamMembers } from "../db/schema";
import { deleteStoredFile, imageFileKey, withStoredFiles } from "../content/stored-files";
import type { Storage } from "../media/storage";
import { storeImage } from "../media/store-image";
import type { TeamMemberEditFields } from "./schemas";
import { teamMemberColumns, toTeamMemberDto } from "./team-member-columns";

/** Edits a member; a new photo replaces the old one (deleted after the row is saved). */
export async function updateTeamMember(
  db: Db,
  storage: Storage,
  id: number,
  input: TeamMemberEditFields,
  photo?: Buffer,
) {
  const [current] = await db
    .select({ photo: teamMembers.photo })
    .from(teamMembers)
    .where(eq(teamMembers.id, id))
    .limit(1);
  if (!current) throw notFound("Ekip üyesi bulunamadı.");
  const newPhoto = photo ? imageFileKey(await storeImage(storage, photo, "team")) : null;
  const photoKey = newPhoto ?? (input.remove_photo ? null : current.photo);
  const row = await withStoredFiles(storage, [newPhoto], async () => {
    const [updated] = await db
      .update(teamMembers)
      .set({ name: input.name, title: input.title, bio: input.bio || null, photo: photoKey })
      .where(eq(teamMembers.id, id))
      .returning(teamMemberColumns);
    if (!updated) throw notFound("Ekip üyesi bulunamadı.");
    return updated;
  });
  if (current.photo && current.photo !== photoKey) await deleteStoredFile(storage, current.photo);
  return toTeamMemberDto(row);
}
