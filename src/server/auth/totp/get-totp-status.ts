import "server-only";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userRecoveryCodes, userTotp } from "../../db/schema";
import { isTotpRequired } from "./totp-required";

/** What the security screen shows: on or off, unused recovery codes left, whether the role must have it. */
export async function getTotpStatus(db: Db, user: { id: number; role: "ADMIN" | "OWNER" }) {
  const [[row], [left], required] = await Promise.all([
    db.select({ confirmedAt: userTotp.confirmedAt }).from(userTotp).where(eq(userTotp.userId, user.id)).limit(1),
    db
      .select({ n: count() })
      .from(userRecoveryCodes)
      .where(and(eq(userRecoveryCodes.userId, user.id), isNull(userRecoveryCodes.usedAt))),
    isTotpRequired(db, user.role),
  ]);
  const enabled = Boolean(row?.confirmedAt);
  return {
    enabled,
    enabledAt: row?.confirmedAt?.toISOString() ?? null,
    recoveryCodesLeft: enabled ? (left?.n ?? 0) : 0,
    required,
  };
}
