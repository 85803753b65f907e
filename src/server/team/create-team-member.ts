import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { teamMembers } from "../db/schema";
import { imageFileKey } from "../content/stored-files";
import { writeWithFiles } from "../media/shared-files";
import type { Storage } from "../media/storage";
import { encodeImage } from "../media/store-image";
import type { TeamMemberFields } from "./schemas";
import { teamMemberColumns, toTeamMemberDto } from "./team-member-columns";

/** Adds a member at the end of the team, with an optional photo (re-encoded, EXIF dropped). */
export async function createTeamMember(db: Db, storage: Storage, input: TeamMemberFields, photo?: Buffer) {
  const image = photo ? await encodeImage(photo, "team") : null;
  const photoKey = image ? imageFileKey(image) : null;
  return writeWithFiles(db, storage, image?.files ?? [], async (tx) => {
    const [row] = await tx
      .insert(teamMembers)
      .values({
        name: input.name,
        title: input.title,
        bio: input.bio || null,
        titleEn: input.title_en ?? null,
        bioEn: input.bio_en ?? null,
        photo: photoKey,
        sortOrder: sql`(select coalesce(max(${teamMembers.sortOrder}) + 1, 0) from ${teamMembers})`,
      })
      .returning(teamMemberColumns);
    return toTeamMemberDto(row!);
  });
}
