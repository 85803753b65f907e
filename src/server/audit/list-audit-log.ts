import "server-only";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { listAuditQuery } from "@/shared/audit";
import { addDays } from "../../lib/dates";
import type { DbOrTx } from "../db/client";
import { auditLog, users } from "../db/schema";
import { auditEntryColumns, toAuditEntry } from "./audit-entry-columns";

/** Midnight of an Istanbul calendar day, as a moment. */
const istanbulMidnight = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE 'Europe/Istanbul'`;

/** The audit log, newest first, filtered by who, which entity (and row) and which Istanbul days (inclusive). */
export async function listAuditLog(db: DbOrTx, query: z.output<typeof listAuditQuery>) {
  const where = and(
    query.user_id ? eq(auditLog.actorId, query.user_id) : undefined,
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entity_id ? eq(auditLog.entityId, query.entity_id) : undefined,
    query.from ? sql`${auditLog.at} >= ${istanbulMidnight(query.from)}` : undefined,
    query.to ? sql`${auditLog.at} < ${istanbulMidnight(addDays(query.to, 1))}` : undefined,
  );
  const rows = await db
    .select(auditEntryColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .offset(query.skip)
    .limit(query.take);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return { items: rows.map(toAuditEntry), total: total?.n ?? 0 };
}
