import "server-only";
import { teamMembers } from "../db/schema";
import { mediaUrl } from "../media/storage";
import type { TeamMemberDto } from "./schemas";

export const teamMemberColumns = {
  id: teamMembers.id,
  name: teamMembers.name,
  title: teamMembers.title,
  bio: teamMembers.bio,
  titleEn: teamMembers.titleEn,
  bioEn: teamMembers.bioEn,
  photo: teamMembers.photo,
  sortOrder: teamMembers.sortOrder,
  createdAt: teamMembers.createdAt,
};

type Row = Pick<typeof teamMembers.$inferSelect, keyof typeof teamMemberColumns>;

export function toTeamMemberDto(row: Row): TeamMemberDto {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    bio: row.bio,
    title_en: row.titleEn,
    bio_en: row.bioEn,
    photo_url: row.photo ? mediaUrl(row.photo) : null,
    sort_order: row.sortOrder,
    created_at: row.createdAt.toISOString(),
  };
}
