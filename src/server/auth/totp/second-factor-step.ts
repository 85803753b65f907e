import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userTotp } from "../../db/schema";
import { signChallenge } from "./challenge";
import { isTotpRequired } from "./totp-required";

export type SecondFactorDue =
  | { totpRequired: true; challenge: string }
  | { totpEnrolmentRequired: true; challenge: string };

/**
 * Called by login once the password is right: null when the access token may be issued now; otherwise what
 * to answer instead: a challenge for the code (TOTP on), or a challenge to enrol first (an ADMIN without
 * TOTP while the "required for ADMIN" setting is on). Neither challenge is accepted as a bearer token.
 */
export async function secondFactorStep(
  db: Db,
  jwtSecret: Uint8Array,
  user: { id: number; email: string; role: "ADMIN" | "OWNER"; sessionVersion: number },
): Promise<SecondFactorDue | null> {
  const [totp] = await db
    .select({ confirmedAt: userTotp.confirmedAt })
    .from(userTotp)
    .where(eq(userTotp.userId, user.id))
    .limit(1);
  if (totp?.confirmedAt) return { totpRequired: true, challenge: await signChallenge(jwtSecret, "totp", user) };
  if (await isTotpRequired(db, user.role))
    return { totpEnrolmentRequired: true, challenge: await signChallenge(jwtSecret, "enrol", user) };
  return null;
}
