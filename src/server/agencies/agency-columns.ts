import "server-only";
import { sql } from "drizzle-orm";
import { agencies, agencyApiKeys } from "../db/schema";
import type { AgencyDto } from "./schemas";

export const agencyColumns = {
  id: agencies.id,
  name: agencies.name,
  contactName: agencies.contactName,
  contactEmail: agencies.contactEmail,
  contactPhone: agencies.contactPhone,
  commissionBps: agencies.commissionBps,
  rateLimitPerMinute: agencies.rateLimitPerMinute,
  webhookUrl: agencies.webhookUrl,
  active: agencies.active,
  activeKeys: sql<number>`(SELECT count(*)::int FROM ${agencyApiKeys} WHERE ${agencyApiKeys.agencyId} = ${agencies.id} AND ${agencyApiKeys.revokedAt} IS NULL)`,
  createdAt: agencies.createdAt,
  updatedAt: agencies.updatedAt,
};

type Row = Omit<typeof agencies.$inferSelect, "webhookSecretEncrypted"> & { activeKeys: number };

export function toAgencyDto(row: Row): AgencyDto {
  return {
    id: row.id,
    name: row.name,
    contact_name: row.contactName,
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    commission_bps: row.commissionBps,
    rate_limit_per_minute: row.rateLimitPerMinute,
    webhook_url: row.webhookUrl,
    active: row.active,
    active_keys: Number(row.activeKeys),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
