import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { verifyPassword } from "../password";
import { checkSecondFactor } from "./check-second-factor";
import { requiredForAdmins, wrongCode, wrongPassword } from "./errors";
import { looksLikeRecoveryCode } from "./recovery-codes";
import { removeTotp } from "./remove-totp";
import { isTotpRequired } from "./totp-required";

/** The user turns their own TOTP off, proving it is them with the current password or a current code. */
export async function disableTotp(
  db: Db,
  jwtSecret: Uint8Array,
  user: { id: number; role: "ADMIN" | "OWNER" },
  proof: { password?: string; code?: string },
) {
  if (await isTotpRequired(db, user.role)) throw requiredForAdmins();
  if (proof.password !== undefined) {
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
    if (!row || !(await verifyPassword(row.hash, proof.password))) throw wrongPassword();
  } else {
    const code = proof.code ?? "";
    const factor = looksLikeRecoveryCode(code) ? { recoveryCode: code } : { code };
    if (!(await checkSecondFactor(db, jwtSecret, user.id, factor))) throw wrongCode();
  }
  await removeTotp(db, user.id);
  return { enabled: false as const };
}
