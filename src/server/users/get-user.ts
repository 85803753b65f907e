import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { toUserDto, userColumns } from "./user-columns";

export async function getUser(db: Db, id: number) {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound("users.not_found");
  return toUserDto(row);
}
