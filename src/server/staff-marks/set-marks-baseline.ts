import "server-only";
import type { DbOrTx } from "../db/client";
import { staffMarkBaselines } from "../db/schema";

/** Moves users' baselines: nothing created at or before `since` is new to them (seeds; "all seen"). */
export async function setMarksBaseline(db: DbOrTx, userIds: number[], since: Date): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(staffMarkBaselines)
    .values(userIds.map((userId) => ({ userId, since })))
    .onConflictDoUpdate({ target: staffMarkBaselines.userId, set: { since } });
}
