import "server-only";
import { sql } from "drizzle-orm";
import { agencies } from "../db/schema";
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
  // Qualified by hand: inside a single-table select drizzle writes column names without their table.
  activeKeys: sql<number>`(SELECT count(*)::int FROM agency_api_keys k WHERE k.agency_id = "agencies"."id" AND k.revoked_at IS NULL)`,
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
