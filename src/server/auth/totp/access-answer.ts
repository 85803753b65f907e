import "server-only";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import type { loginResponse } from "../login";
import { signToken } from "../tokens";
import type { Challenge } from "./challenge";
import { challengeInvalid } from "./errors";

/**
 * The same answer as a password-only login, once the second factor is proven: the user must still be active
 * and at the challenge's session version (a password changed meanwhile ends the challenge).
 */
export async function accessAnswer(
  db: Db,
  jwtSecret: Uint8Array,
  challenge: Challenge,
): Promise<z.infer<typeof loginResponse>> {
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(eq(users.id, challenge.userId), eq(users.active, true), eq(users.sessionVersion, challenge.sessionVersion)),
    )
    .limit(1);
  if (!user) throw challengeInvalid();
  return {
    accessToken: await signToken(user, jwtSecret),
    user: {
      id: user.id,
      email: user.email,
      role: user.role,
      UserDetail: { firstName: user.firstName, lastName: user.lastName },
    },
  };
}
