import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { type Challenge, type ChallengePurpose, verifyChallenge } from "./challenge";
import { challengeInvalid } from "./errors";

/**
 * A login challenge that may still be used: signed, unexpired, for this purpose, and issued to an active user
 * whose session version has not risen since (a password change or reset, a forced reset or a deactivation
 * ends open challenges as it ends sessions). Anything else is the same 401.
 */
export async function openChallenge(
  db: Db,
  jwtSecret: Uint8Array,
  purpose: ChallengePurpose,
  token: string,
): Promise<Challenge> {
  const challenge = await verifyChallenge(jwtSecret, purpose, token);
  if (!challenge) throw challengeInvalid();
  const [current] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, challenge.userId), eq(users.active, true), eq(users.sessionVersion, challenge.sessionVersion)),
    )
    .limit(1);
  if (!current) throw challengeInvalid();
  return challenge;
}
