import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { preparedSql } from "../db/prepared";
import { agencies, agencyApiKeys, rateLimitCounters } from "../db/schema";
import { hashApiKey, looksLikeApiKey } from "./api-key";

/** The agency a partner API request acts for, as its key found it. */
export type PartnerAgency = {
  id: number;
  name: string;
  commissionBps: number;
  rateLimitPerMinute: number;
  contactEmail: string | null;
  contactPhone: string | null;
  keyId: number;
};

/** A live key's agency, with the agency's calls in the current window, this one included. */
export type KeyedCall = { agency: PartnerAgency; count: number; windowEndsAt: Date };

/** last_used_at is written at most once a minute per key: a busy key does not write a row on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The counter of an agency's calls in rate_limit_counters (all its keys together). Its subject is the agency's id
 * in clear, not an HMAC as for the other limits' addresses and e-mails: an id is nothing personal, and PostgreSQL
 * can then name the counter itself, in the statement that finds the key.
 */
export const AGENCY_COUNTER_PREFIX = "partner-agency:";

type Row = {
  id: number;
  name: string;
  commission_bps: number;
  rate_limit_per_minute: number;
  contact_email: string | null;
  contact_phone: string | null;
  key_id: number;
  count: number;
  window_ends_at: Date | string;
};

/**
 * The agency of an API key — a live (not revoked) key of an active agency, else null — and one call counted
 * against the agency's window of `windowMs`, in ONE statement (partners poll for whole fleets: each round trip is
 * CPU in the API's one Node thread). Read on every request, never cached, so revoking a key or deactivating its
 * agency takes effect from the next request on every instance. The counter is a fixed window opened by the first
 * call (as rate-limits/count-attempts.ts): INSERT … ON CONFLICT takes its row lock, so parallel calls from any
 * instance each see a distinct count; a refused call stays counted but never extends the window. The commit does
 * not wait for the disk (`synchronous_commit` off for this statement only): a count lost in a crash only lets a
 * few calls more through, and an agency's concurrent calls do not queue on the row lock for a WAL flush.
 */
export async function callWithKey(db: Db, key: string, now: Date, windowMs: number): Promise<KeyedCall | null> {
  if (!looksLikeApiKey(key)) return null;
  const result = await keyedCall(db).execute({
    keyHash: hashApiKey(key),
    at: now.toISOString(),
    stale: new Date(now.getTime() - LAST_USED_RESOLUTION_MS).toISOString(),
    windowEnd: new Date(now.getTime() + windowMs).toISOString(),
  });
  const row = result.rows[0];
  if (!row) return null;
  return {
    agency: {
      id: Number(row.id),
      name: row.name,
      commissionBps: Number(row.commission_bps),
      rateLimitPerMinute: Number(row.rate_limit_per_minute),
      contactEmail: row.contact_email,
      contactPhone: row.contact_phone,
      keyId: Number(row.key_id),
    },
    count: Number(row.count),
    windowEndsAt: new Date(row.window_ends_at),
  };
}

/** callWithKey's statement, prepared: PostgreSQL parses and plans it once a connection, not on every call. */
function keyedCall(db: Db) {
  const at = sql`${sql.placeholder("at")}::timestamptz`;
  const counter = rateLimitCounters;
  return preparedSql<Row>(
    db,
    "partner_keyed_call",
    () => sql`
    WITH live AS (
      SELECT ${agencies.id} AS id, ${agencies.name} AS name, ${agencies.commissionBps} AS commission_bps,
        ${agencies.rateLimitPerMinute} AS rate_limit_per_minute, ${agencies.contactEmail} AS contact_email,
        ${agencies.contactPhone} AS contact_phone, ${agencyApiKeys.id} AS key_id
      FROM ${agencyApiKeys} JOIN ${agencies} ON ${agencies.id} = ${agencyApiKeys.agencyId}
      WHERE ${agencyApiKeys.keyHash} = ${sql.placeholder("keyHash")} AND ${agencyApiKeys.revokedAt} IS NULL
        AND ${agencies.active}
      LIMIT 1
    ), used AS (
      UPDATE ${agencyApiKeys} SET last_used_at = ${at}
      WHERE ${agencyApiKeys.id} = (SELECT key_id FROM live)
        AND (${agencyApiKeys.lastUsedAt} IS NULL OR ${agencyApiKeys.lastUsedAt} < ${sql.placeholder("stale")}::timestamptz)
    ), counted AS (
      INSERT INTO ${counter} (key, count, window_ends_at)
      SELECT ${AGENCY_COUNTER_PREFIX} || live.id, 1, ${sql.placeholder("windowEnd")}::timestamptz FROM live
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN ${counter.windowEndsAt} <= ${at} THEN 1 ELSE ${counter.count} + 1 END,
        window_ends_at = CASE WHEN ${counter.windowEndsAt} <= ${at} THEN excluded.window_ends_at
          ELSE ${counter.windowEndsAt} END
      RETURNING count, window_ends_at
    )
    SELECT live.*, counted.count, counted.window_ends_at, set_config('synchronous_commit', 'off', true)
    FROM live, counted`,
  );
}
