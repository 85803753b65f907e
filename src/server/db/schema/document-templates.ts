import "server-only";
import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";
import { users } from "./users";

/**
 * Editable texts of the reservation documents (migration 0027): today one row, `charter_contract`, the terms of
 * the charter contract PDF as plain text with `{{variables}}` (CONTRACT_VARIABLES in src/shared/reservation-documents.ts).
 */
export const documentTemplates = pgTable(
  "document_templates",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Stable key the code reads by, e.g. `charter_contract`. */
    key: text("key").notNull().unique(),
    name: text("name").notNull(),
    /** Plain text (paragraphs separated by blank lines) with `{{variable}}` placeholders. */
    body: text("body").notNull(),
    /** The English terms (migration 0034) for reservations made on the English site; empty → the Turkish body. */
    bodyEn: text("body_en").notNull().default(""),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("document_templates_body_check", sql`length(btrim(${t.body})) BETWEEN 1 AND 50000`),
    check("document_templates_body_en_check", sql`length(${t.bodyEn}) <= 50000`),
  ],
);
