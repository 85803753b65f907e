import "server-only";
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { type PartnerAgency, agencyFromKey } from "../agencies/authenticate-key";
import { bearerToken } from "../auth/current-user";
import { AppError } from "../domain-errors";
import { takeAttempt } from "../rate-limits/throttle";
import { clock } from "../../lib/clock";
import type { ApiDeps } from "./route";

const MINUTE = 60_000;

/**
 * The agency of a partner API request: its Bearer key (a staff session token is no key: 401), then one attempt
 * counted against the agency's own limit a minute (all its keys together, in the shared counters: 429 with
 * Retry-After, another agency's count untouched).
 */
export async function authenticatePartner(c: Context, deps: ApiDeps): Promise<PartnerAgency> {
  const key = bearerToken(c.req.header("authorization"));
  if (!key) throw new AppError(401, "API_KEY_MISSING", "partner.key_missing");
  const agency = await agencyFromKey(deps.db, key, deps.now?.() ?? clock.now());
  if (!agency) throw new AppError(401, "API_KEY_INVALID", "partner.key_invalid");
  // Every call of an agency increments one counter row. Its commit does not wait for the disk (a count lost in a
  // crash only lets a few calls more through): the row lock is held for microseconds, not a WAL flush, so an
  // agency's concurrent calls do not queue on it (bench --only partner). A refusal rolls its increment back; the
  // counter stays over the limit, so the next call is refused too.
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL synchronous_commit = off`);
    await takeAttempt({ ...deps, db: tx }, [
      {
        limit: { name: "partner-agency", max: agency.rateLimitPerMinute, windowMs: MINUTE },
        subject: String(agency.id),
      },
    ]);
  });
  return agency;
}
