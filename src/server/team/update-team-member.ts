import "server-only";
import { englishSet } from "../content/english-values";
import { eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { teamMembers } from "../db/schema";
import { imageFileKey } from "../content/stored-files";
import { releaseFiles, writeWithFiles } from "../media/shared-files";
import type { Storage } from "../media/storage";
import { encodeImage } from "../media/store-image";
import type { TeamMemberEditFields } from "./schemas";
import { teamMemberColumns, toTeamMemberDto } from "./team-member-columns";

/** Edits a member; a new photo replaces the old one (whose files are released after the row is saved). */
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
  if (!current) throw notFound("team.not_found");
  const image = photo ? await encodeImage(photo, "team") : null;
  const newPhoto = image ? imageFileKey(image) : null;
  const photoKey = newPhoto ?? (input.remove_photo ? null : current.photo);
  const row = await writeWithFiles(db, storage, image?.files ?? [], async (tx) => {
    const [updated] = await tx
      .update(teamMembers)
      .set({
        name: input.name,
        title: input.title,
        bio: input.bio || null,
        ...englishSet({ titleEn: input.title_en, bioEn: input.bio_en }),
        photo: photoKey,
      })
      .where(eq(teamMembers.id, id))
      .returning(teamMemberColumns);
    if (!updated) throw notFound("team.not_found");
    return updated;
  });
  if (current.photo && current.photo !== photoKey) await releaseFiles(db, storage, [current.photo]);
  return toTeamMemberDto(row);
}
