import "server-only";
import { clock } from "../../lib/clock";
import type { DbOrTx } from "../db/client";
import { webVitals } from "../db/schema";
import type { VitalsBeacon } from "@/shared/web-vitals";

/** Stores one page view's measurements (one insert) with its kind, stamped with the app clock. */
export async function recordVitals(db: DbOrTx, beacon: VitalsBeacon, now = clock.now()): Promise<{ received: true }> {
  await db.insert(webVitals).values(
    beacon.metrics.map((m) => ({
      page: beacon.page,
      kind: beacon.kind,
      metric: m.name,
      value: m.value,
      recordedAt: now,
    })),
  );
  return { received: true };
}
