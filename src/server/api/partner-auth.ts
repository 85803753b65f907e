import "server-only";
import type { Context } from "hono";
import { type PartnerAgency, callWithKey } from "../agencies/authenticate-key";
import { bearerToken } from "../auth/current-user";
import { AppError, tooManyRequests } from "../domain-errors";
import { clock } from "../../lib/clock";
import type { ApiDeps } from "./route";

const MINUTE = 60_000;

/**
 * The agency of a partner API request: its Bearer key (a staff session token is no key: 401), then one call
 * counted against the agency's own limit a minute (all its keys together, in the shared counters: 429 with
 * Retry-After, another agency's count untouched). Key check and count are one statement (agencies/authenticate-key.ts).
 */
export async function authenticatePartner(c: Context, deps: ApiDeps): Promise<PartnerAgency> {
  const key = bearerToken(c.req.header("authorization"));
  if (!key) throw new AppError(401, "API_KEY_MISSING", "partner.key_missing");
  const now = deps.now?.() ?? clock.now();
  const call = await callWithKey(deps.db, key, now, MINUTE);
  if (!call) throw new AppError(401, "API_KEY_INVALID", "partner.key_invalid");
  if (call.count > call.agency.rateLimitPerMinute) {
    throw tooManyRequests(Math.max(1, Math.ceil((call.windowEndsAt.getTime() - now.getTime()) / 1000)));
  }
  return call.agency;
}
