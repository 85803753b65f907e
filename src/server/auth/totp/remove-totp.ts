import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { userRecoveryCodes, userTotp } from "../../db/schema";

/** Drops a user's TOTP secret and recovery codes (the user signs in with the password alone again). */
export async function removeTotp(db: DbOrTx, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
    await tx.delete(userTotp).where(eq(userTotp.userId, userId));
  });
}
