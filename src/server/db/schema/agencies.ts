import "server-only";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./users";

/**
 * A travel agency that sells our boats through the partner API (issue 31). Its commission is in basis points of
 * the gross price (1250 = 12.5 %), frozen on each of its reservations when booked. The webhook secret is stored
 * sealed (AES-256-GCM under a key derived from the server secret, bound to the agency's id:
 * agencies/webhook-secret.ts): staff can read and rotate it, a database dump alone cannot sign webhooks
 * (decision 0049).
 */
export const agencies = pgTable(
  "agencies",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    contactName: text("contact_name"),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    commissionBps: integer("commission_bps").notNull().default(0),
    /** Partner API calls a minute, counted per agency (all its keys together) in rate_limit_counters. */
    rateLimitPerMinute: integer("rate_limit_per_minute").notNull().default(120),
    webhookUrl: text("webhook_url"),
    /** Sealed (agencies/webhook-secret.ts); null until the agency has a secret. */
    webhookSecretEncrypted: text("webhook_secret_encrypted"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("agencies_commission_bps_check", sql`${t.commissionBps} BETWEEN 0 AND 10000`),
    check("agencies_rate_limit_check", sql`${t.rateLimitPerMinute} BETWEEN 1 AND 100000`),
    check("agencies_name_check", sql`length(btrim(${t.name})) > 0`),
  ],
);

/**
 * An API key of an agency: only its SHA-256 is stored (a key is 256 random bits, so a fast hash suffices and a
 * dump reveals nothing usable); `prefix` is the key's first characters, shown to tell keys apart. Several keys
 * may be live at once (rotation); a revoked key is refused from the next request on.
 */
export const agencyApiKeys = pgTable(
  "agency_api_keys",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    label: text("label"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("agency_api_keys_agency_idx").on(t.agencyId)],
);
