import "server-only";
import { sql } from "drizzle-orm";
import type { AuditChange, AuditEntry } from "@/shared/audit";
import { auditLog, users } from "../db/schema";

/** The columns a list of audit rows selects (join `users` on the actor). */
export const auditEntryColumns = {
  id: auditLog.id,
  at: auditLog.at,
  actorId: users.id,
  actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  action: auditLog.action,
  before: auditLog.before,
  after: auditLog.after,
  reason: auditLog.reason,
  reservationId: auditLog.reservationId,
};

type Row = {
  id: number;
  at: Date;
  actorId: number | null;
  actorName: string | null;
  entity: string;
  entityId: string;
  action: "insert" | "update" | "delete";
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  reservationId: number | null;
};

/** Columns every new or deleted row has that say nothing about the change itself. */
const SILENT = new Set(["id", "created_at", "updated_at", "search_name"]);

/** An audit row as the API answers it: who, when, what, and each changed field with its before and after. */
export function toAuditEntry(row: Row): AuditEntry {
  const before = row.before ?? {};
  const after = row.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => row.action === "update" || !SILENT.has(field),
  );
  const changes: AuditChange[] = fields.map((field) => ({
    field,
    // An insert has no before, except a contract terms' version: its previous version's texts (migration 0049).
    before: before[field] ?? null,
    after: row.action === "delete" ? null : (after[field] ?? null),
  }));
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? "" },
    entity: row.entity as AuditEntry["entity"],
    entity_id: row.entityId,
    action: row.action,
    changes,
    reason: row.reason,
    reservation_id: row.reservationId,
  };
}
