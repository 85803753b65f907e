import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "../../domain-errors";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { removeTotp } from "./remove-totp";

/** An ADMIN clears another user's TOTP (lost phone): that user signs in with the password and may enrol again. */
export async function resetUserTotp(db: Db, userId: number) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound("users.not_found");
  await removeTotp(db, userId);
  return { enabled: false as const };
}
