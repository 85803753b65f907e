import "server-only";
import { apiFields } from "../db/api-fields";
import { columnsOf } from "../db/columns-of";
import { teamMembers } from "../db/schema";
import { mediaUrl } from "../media/storage";
import type { TeamMemberDto } from "./schemas";

export const teamMemberColumns = columnsOf(teamMembers, [
  "id",
  "name",
  "title",
  "bio",
  "titleEn",
  "bioEn",
  "photo",
  "sortOrder",
  "createdAt",
]);

type Row = Pick<typeof teamMembers.$inferSelect, keyof typeof teamMemberColumns>;

export function toTeamMemberDto({ photo, ...row }: Row): TeamMemberDto {
  return { ...apiFields(row), photo_url: photo ? mediaUrl(photo) : null };
}
