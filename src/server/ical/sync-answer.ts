import "server-only";
import type { SkippedEvent } from "./parse-calendar";
import type { SyncPlan } from "./plan-sync";

/** The API answer of a preview or a sync. */
export function toSyncAnswer(plan: SyncPlan, skipped: SkippedEvent[], syncedAt?: Date) {
  return {
    add: plan.add,
    remove: plan.remove.map((d) => ({
      id: d.id,
      uid: d.uid,
      start_date: d.start_date,
      end_date: d.end_date,
      summary: d.summary,
    })),
    conflicts: plan.conflicts,
    unchanged: plan.unchanged.length,
    skipped,
    ...(syncedAt ? { synced_at: syncedAt.toISOString() } : {}),
  };
}
