import "server-only";
import { asc } from "drizzle-orm";
import type { Db } from "../db/client";
import { teamMembers } from "../db/schema";
import { teamMemberColumns, toTeamMemberDto } from "./team-member-columns";

/** The whole team in display order. */
export async function listTeamMembers(db: Db) {
  const rows = await db
    .select(teamMemberColumns)
    .from(teamMembers)
    .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.id));
  return { items: rows.map(toTeamMemberDto), total: rows.length };
}
