import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { verifyToken } from "./tokens";

export type AuthUser = {
  id: number;
  role: "ADMIN" | "OWNER";
  email: string;
  firstName: string;
  lastName: string;
};

/**
 * Resolves a bearer token to an active user. The role comes from the database, not the token; an inactive
 * user resolves to null (deactivation ends access at once), and so does a token issued before the user's last
 * password change, forced reset or deactivation (its `sv` is not the current session version).
 */
export async function userFromToken(db: Db, token: string, secret: Uint8Array): Promise<AuthUser | null> {
  const payload = await verifyToken(token, secret);
  if (!payload) return null;
  const [user] = await db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(and(eq(users.id, payload.id), eq(users.active, true), eq(users.sessionVersion, payload.sv)))
    .limit(1);
  return user ?? null;
}

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}
