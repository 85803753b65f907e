import "server-only";
import { asc } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { teamMembers } from "../db/schema";
import { fileUrl, imageVariantUrl } from "./media-urls";
import type { PublicTeamMember } from "./schemas";

/** The team in staff order, with photo URLs. */
export async function listTeam(db: DbOrTx): Promise<PublicTeamMember[]> {
  const rows = await db
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      title: teamMembers.title,
      bio: teamMembers.bio,
      photo: teamMembers.photo,
    })
    .from(teamMembers)
    .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    title: r.title,
    bio: r.bio,
    photo_url: fileUrl(r.photo),
    photo_thumb_url: imageVariantUrl(r.photo, 640),
  }));
}
