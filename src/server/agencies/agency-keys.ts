import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import { agencies, agencyApiKeys } from "../db/schema";
import { notFound } from "../domain-errors";
import { newApiKey } from "./api-key";
import type { AgencyKeyDto } from "./schemas";

const keyColumns = {
  id: agencyApiKeys.id,
  prefix: agencyApiKeys.prefix,
  label: agencyApiKeys.label,
  createdAt: agencyApiKeys.createdAt,
  lastUsedAt: agencyApiKeys.lastUsedAt,
  revokedAt: agencyApiKeys.revokedAt,
};

function toKeyDto(row: {
  id: number;
  prefix: string;
  label: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}): AgencyKeyDto {
  return {
    id: row.id,
    prefix: row.prefix,
    label: row.label,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

async function assertAgency(db: DbOrTx, agencyId: number) {
  const [row] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId)).limit(1);
  if (!row) throw notFound("agencies.not_found");
}

/** The agency's keys, newest first, revoked ones included (never the keys themselves). */
export async function listAgencyKeys(db: DbOrTx, agencyId: number) {
  await assertAgency(db, agencyId);
  const rows = await db
    .select(keyColumns)
    .from(agencyApiKeys)
    .where(eq(agencyApiKeys.agencyId, agencyId))
    .orderBy(desc(agencyApiKeys.createdAt), desc(agencyApiKeys.id));
  return { items: rows.map(toKeyDto), total: rows.length };
}

/** A new key for the agency: answered once with the key in clear; only its hash is stored. */
export async function createAgencyKey(
  db: Db,
  agencyId: number,
  input: { label?: string | null },
  by: { userId: number; now: Date },
) {
  await assertAgency(db, agencyId);
  const { key, prefix, hash } = newApiKey();
  const [row] = await db
    .insert(agencyApiKeys)
    .values({ agencyId, prefix, keyHash: hash, label: input.label ?? null, createdBy: by.userId, createdAt: by.now })
    .returning(keyColumns);
  if (!row) throw new Error("key insert returned no row");
  return { ...toKeyDto(row), key };
}

/** Revokes a key of the agency: refused from the next request on. Revoking twice keeps the first time. */
export async function revokeAgencyKey(db: Db, agencyId: number, keyId: number, now: Date) {
  const where = and(eq(agencyApiKeys.id, keyId), eq(agencyApiKeys.agencyId, agencyId));
  await db
    .update(agencyApiKeys)
    .set({ revokedAt: now })
    .where(and(where, isNull(agencyApiKeys.revokedAt)));
  const [row] = await db.select(keyColumns).from(agencyApiKeys).where(where).limit(1);
  if (!row) throw notFound("agencies.key_not_found");
  return toKeyDto(row);
}
