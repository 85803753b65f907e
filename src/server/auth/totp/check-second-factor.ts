import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userRecoveryCodes, userTotp } from "../../db/schema";
import { hashRecoveryCode, looksLikeRecoveryCode } from "./recovery-codes";
import { openUserSecret } from "./stored-secret";
import { acceptedTimeStep } from "./totp-code";
import { clock } from "../../../lib/clock";

export type SecondFactor = { code: string } | { recoveryCode: string };

/**
 * Whether the code proves the second factor, consuming it: a recovery code is marked used and a TOTP
 * code's time step recorded, each with one conditional UPDATE, so two parallel requests with the same
 * code cannot both pass.
 */
export async function checkSecondFactor(
  db: Db,
  jwtSecret: Uint8Array,
  userId: number,
  factor: SecondFactor,
  now = clock.now(),
): Promise<boolean> {
  if ("recoveryCode" in factor) {
    if (!looksLikeRecoveryCode(factor.recoveryCode)) return false;
    const [used] = await db
      .update(userRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(userRecoveryCodes.userId, userId),
          eq(userRecoveryCodes.codeHash, hashRecoveryCode(factor.recoveryCode)),
          isNull(userRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: userRecoveryCodes.id });
    return Boolean(used);
  }

  const [row] = await db
    .select()
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)))
    .limit(1);
  if (!row) return false;
  const secret = openUserSecret(jwtSecret, userId, row.secretEncrypted);
  if (!secret) return false;
  const step = await acceptedTimeStep(secret, factor.code, { afterTimeStep: row.lastTimeStep, now });
  if (step === null) return false;
  const [recorded] = await db
    .update(userTotp)
    .set({ lastTimeStep: step })
    .where(
      and(
        eq(userTotp.userId, userId),
        isNotNull(userTotp.confirmedAt),
        or(isNull(userTotp.lastTimeStep), lt(userTotp.lastTimeStep, step)),
      ),
    )
    .returning({ userId: userTotp.userId });
  return Boolean(recorded);
}
