import "server-only";
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
  await takeAttempt(deps, [
    {
      limit: { name: "partner-agency", max: agency.rateLimitPerMinute, windowMs: MINUTE },
      subject: String(agency.id),
    },
  ]);
  return agency;
}
