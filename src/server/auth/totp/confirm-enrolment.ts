import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userRecoveryCodes, userTotp } from "../../db/schema";
import { alreadyEnabled, notStarted, wrongCode } from "./errors";
import { generateRecoveryCodes, hashRecoveryCode } from "./recovery-codes";
import { openUserSecret } from "./stored-secret";
import { acceptedTimeStep } from "./totp-code";
import { clock } from "../../../lib/clock";

/**
 * Turns TOTP on once the user proves their app has the secret, and answers 10 fresh recovery codes:
 * the only time they are ever shown (stored hashed).
 */
export async function confirmEnrolment(
  db: Db,
  jwtSecret: Uint8Array,
  userId: number,
  code: string,
  now = clock.now(),
): Promise<string[]> {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
  if (!row) throw notStarted();
  if (row.confirmedAt) throw alreadyEnabled();
  const secret = openUserSecret(jwtSecret, userId, row.secretEncrypted);
  if (!secret) throw notStarted();
  const step = await acceptedTimeStep(secret, code, { now });
  if (step === null) throw wrongCode();

  const codes = generateRecoveryCodes();
  await db.transaction(async (tx) => {
    // Only the secret the code was checked against, and only once (a parallel confirm or restart loses).
    const [confirmed] = await tx
      .update(userTotp)
      .set({ confirmedAt: now, lastTimeStep: step, updatedAt: now })
      .where(
        and(
          eq(userTotp.userId, userId),
          isNull(userTotp.confirmedAt),
          eq(userTotp.secretEncrypted, row.secretEncrypted),
        ),
      )
      .returning({ userId: userTotp.userId });
    if (!confirmed) throw notStarted();
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
    await tx.insert(userRecoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })));
  });
  return codes;
}
