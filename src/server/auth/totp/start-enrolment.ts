import "server-only";
import { isNull, sql } from "drizzle-orm";
import QRCode from "qrcode";
import type { Db } from "../../db/client";
import { userTotp } from "../../db/schema";
import { alreadyEnabled } from "./errors";
import { sealUserSecret } from "./stored-secret";
import { newTotpSecret, otpauthUri } from "./totp-code";

export type Enrolment = { secret: string; otpauthUrl: string; qrCode: string };

/**
 * Starts (or restarts) enrolment: a new secret replaces any unconfirmed one. The secret is answered only
 * here, before confirmation; once confirmed it is never answered again and enrolling again needs a disable.
 */
export async function startEnrolment(db: Db, jwtSecret: Uint8Array, user: { id: number; email: string }) {
  const secret = newTotpSecret();
  const sealed = sealUserSecret(jwtSecret, user.id, secret);
  const rows = await db
    .insert(userTotp)
    .values({ userId: user.id, secretEncrypted: sealed })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secretEncrypted: sealed, lastTimeStep: null, updatedAt: sql`now()` },
      setWhere: isNull(userTotp.confirmedAt),
    })
    .returning({ userId: userTotp.userId });
  if (rows.length === 0) throw alreadyEnabled();
  const otpauthUrl = otpauthUri(secret, user.email);
  const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240, errorCorrectionLevel: "M" });
  return { secret, otpauthUrl, qrCode } satisfies Enrolment;
}
