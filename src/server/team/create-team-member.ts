import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { teamMembers } from "../db/schema";
import { imageFileKey, withStoredFiles } from "../content/stored-files";
import type { Storage } from "../media/storage";
import { storeImage } from "../media/store-image";
import type { TeamMemberFields } from "./schemas";
import { teamMemberColumns, toTeamMemberDto } from "./team-member-columns";

/** Adds a member at the end of the team, with an optional photo (re-encoded, EXIF dropped). */
export async function createTeamMember(db: Db, storage: Storage, input: TeamMemberFields, photo?: Buffer) {
  const photoKey = photo ? imageFileKey(await storeImage(storage, photo, "team")) : null;
  return withStoredFiles(storage, [photoKey], async () => {
    const [row] = await db
      .insert(teamMembers)
      .values({
        name: input.name,
        title: input.title,
        bio: input.bio || null,
        photo: photoKey,
        sortOrder: sql`(select coalesce(max(${teamMembers.sortOrder}) + 1, 0) from ${teamMembers})`,
      })
      .returning(teamMemberColumns);
    return toTeamMemberDto(row!);
  });
}
