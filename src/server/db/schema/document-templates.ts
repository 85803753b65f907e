import "server-only";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

/**
 * Editable texts of the reservation documents (migration 0027): today one row, `charter_contract`. Its text lives in
 * `document_template_versions` (decision 0061): the newest version is the current one.
 */
export const documentTemplates = pgTable("document_templates", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  /** Stable key the code reads by, e.g. `charter_contract`. */
  key: text("key").notNull().unique(),
  name: text("name").notNull(),
});

/**
 * The texts a template has had, immutable (a trigger refuses to change them; decision 0061): the terms of the
 * charter contract PDF as plain text with `{{variables}}` (CONTRACT_VARIABLES in src/shared/reservation-documents.ts).
 * An ADMIN's edit adds a version; a reservation keeps the one in force when it was booked
 * (`reservations.contract_template_version_id`). Audited (entity `document_template_versions`).
 */
export const documentTemplateVersions = pgTable(
  "document_template_versions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer("template_id")
      .notNull()
      .references(() => documentTemplates.id, { onDelete: "restrict" }),
    /** 1, 2, 3… per template: "Sürüm N" on the dashboard. */
    version: integer("version").notNull(),
    /** Plain text (paragraphs separated by blank lines) with `{{variable}}` placeholders. */
    body: text("body").notNull(),
    /** The English terms for reservations made on the English site; empty → the Turkish body. */
    bodyEn: text("body_en").notNull().default(""),
    /**
     * SHA-256 (hex) of `jsonb_build_array(body, body_en)::text`: always computed by the database (a BEFORE INSERT
     * trigger of migration 0049 overwrites whatever an insert gives, hence the empty placeholder here).
     */
    contentHash: text("content_hash")
      .notNull()
      .$defaultFn(() => ""),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("document_template_versions_template_version_key").on(t.templateId, t.version),
    index("document_template_versions_template_idx").on(t.templateId, t.id),
    check("document_template_versions_version_check", sql`${t.version} >= 1`),
    check("document_template_versions_body_check", sql`length(btrim(${t.body})) BETWEEN 1 AND 50000`),
    check("document_template_versions_body_en_check", sql`length(${t.bodyEn}) <= 50000`),
    check("document_template_versions_hash_check", sql`${t.contentHash} ~ '^[0-9a-f]{64}$'`),
  ],
);
