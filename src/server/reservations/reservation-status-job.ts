import { todayIn } from "../../lib/dates";
import type { Db } from "../db/client";
import type { Job } from "../jobs/runner";
import { completeStays } from "./complete-stays";
import { expireOptions } from "./expire-options";
import { clock } from "../../lib/clock";

/** One pass of the job: expire unpaid options (freeing their days), complete finished stays. */
export async function runReservationStatusJob(db: Db, now = clock.now()) {
  const expired = await db.transaction((tx) => expireOptions(tx, { now }));
  const completed = await completeStays(db, todayIn("Europe/Istanbul", now), now);
  return { expired, completed };
}

export function reservationStatusJob(db: Db): Job<Awaited<ReturnType<typeof runReservationStatusJob>>> {
  return { name: "reservation-status", everyMs: 60_000, run: () => runReservationStatusJob(db) };
}
