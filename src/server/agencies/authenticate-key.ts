import "server-only";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { prepared } from "../db/prepared";
import { agencies, agencyApiKeys } from "../db/schema";
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

/** last_used_at is written at most once a minute per key: a busy key does not write a row on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The agency of an API key: a live (not revoked) key of an active agency, else null. Read on every request, so
 * revoking a key or deactivating its agency takes effect from the next one.
 */
export async function agencyFromKey(db: Db, key: string, now: Date): Promise<PartnerAgency | null> {
  if (!looksLikeApiKey(key)) return null;
  const [row] = await prepared(db, "agency_from_key", (d) =>
    d
      .select({
        id: agencies.id,
        name: agencies.name,
        commissionBps: agencies.commissionBps,
        rateLimitPerMinute: agencies.rateLimitPerMinute,
        contactEmail: agencies.contactEmail,
        contactPhone: agencies.contactPhone,
        keyId: agencyApiKeys.id,
        lastUsedAt: agencyApiKeys.lastUsedAt,
      })
      .from(agencyApiKeys)
      .innerJoin(agencies, eq(agencies.id, agencyApiKeys.agencyId))
      .where(
        and(
          eq(agencyApiKeys.keyHash, sql.placeholder("hash")),
          isNull(agencyApiKeys.revokedAt),
          eq(agencies.active, true),
        ),
      )
      .limit(1)
      .prepare("agency_from_key"),
  ).execute({ hash: hashApiKey(key) });
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    await db
      .update(agencyApiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(eq(agencyApiKeys.id, row.keyId), or(isNull(agencyApiKeys.lastUsedAt), lt(agencyApiKeys.lastUsedAt, stale))),
      );
  }
  const { lastUsedAt: _lastUsed, ...agency } = row;
  return agency;
}
