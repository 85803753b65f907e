import { z } from "zod";
import { daySchema } from "./day-schema";
import { idParam, pagingFields } from "./input";
import { msg } from "./messages/message-ref";

/** The tables the audit log records (migration 0019; contract terms' versions: 0049), by their names. */
export const AUDIT_ENTITIES = [
  "reservations",
  "transactions",
  "boat_prices",
  "boat_dates",
  "external_closings",
  "boats",
  "users",
  "settings",
  "document_template_versions",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** What each entity is called on screen. */
export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  reservations: "Rezervasyon",
  transactions: "Ödeme",
  boat_prices: "Fiyat",
  boat_dates: "Kapalı tarih",
  external_closings: "Harici kapatma",
  boats: "Tekne",
  users: "Kullanıcı",
  settings: "Ayar",
  document_template_versions: "Sözleşme şablonu",
};

export const AUDIT_ACTION_LABELS = { insert: "Eklendi", update: "Değiştirildi", delete: "Silindi" } as const;

/** GET /v1/admin/audit: newest first, 50 a page, filtered by who, what and when (Istanbul days, inclusive). */
export const listAuditQuery = z
  .object({
    ...pagingFields(50, 100),
    user_id: idParam(msg("audit.user_id_invalid")).optional(),
    entity: z.enum(AUDIT_ENTITIES, { error: msg("audit.entity_unknown") }).optional(),
    entity_id: z
      .string()
      .trim()
      .min(1)
      .max(100, { error: msg("audit.entity_id_too_long") })
      .optional(),
    from: daySchema.optional(),
    to: daySchema.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: msg("audit.range_reversed"),
    path: ["to"],
  });

/** One changed field: its column name and its value before and after (null when there was none). */
export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who made the change; null for the system (a job, a visitor's booking, the seed). */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  entity: z.enum(AUDIT_ENTITIES),
  entity_id: z.string(),
  action: z.enum(["insert", "update", "delete"]),
  changes: z.array(auditChangeSchema),
  reason: z.string().nullable(),
  reservation_id: z.number().int().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditListSchema = z.object({ items: z.array(auditEntrySchema), total: z.number().int() });

/**
 * GET /v1/admin/audit/retention: how long the log keeps its rows (decision 0065). Reservations' and payments' rows:
 * `bookkeeping_years` from the end of the year they were written in; every other row: `other_months`.
 */
export const auditRetentionSchema = z.object({
  bookkeeping_years: z.number().int(),
  other_months: z.number().int(),
});
export type AuditRetention = z.infer<typeof auditRetentionSchema>;
