import "server-only";
import { sql } from "drizzle-orm";
import { check, customType, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { reservations } from "./reservations";

/** The largest PDF kept (bytes): a bigger one is rendered on every download instead (decision 0053). */
export const DOCUMENT_CACHE_MAX_BYTES = 2 * 1024 * 1024;

/** PostgreSQL `bytea`: node-postgres answers a Buffer, PGlite a Uint8Array; both are Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The last rendered PDF of each reservation document (decision 0053), shared by every instance: one row per
 * reservation and kind, replaced when a newer version is stored. `version` is the hash of everything the renderer
 * read (document-version.ts): a row is served only when it equals the hash of the data as they are now.
 */
export const reservationDocumentCache = pgTable(
  "reservation_document_cache",
  {
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"confirmation" | "contract">().notNull(),
    locale: text("locale").$type<"tr" | "en">().notNull(),
    version: text("version").notNull(),
    bytes: bytea("bytes").notNull(),
    /** When this version was rendered: the "Düzenlenme" the PDF prints. */
    renderedAt: timestamp("rendered_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.kind] }),
    index("reservation_document_cache_rendered_at_idx").on(t.renderedAt),
    check("reservation_document_cache_kind_check", sql`${t.kind} IN ('confirmation', 'contract')`),
    check("reservation_document_cache_locale_check", sql`${t.locale} IN ('tr', 'en')`),
    check("reservation_document_cache_version_check", sql`${t.version} ~ '^[0-9a-f]{64}$'`),
    check(
      "reservation_document_cache_bytes_check",
      sql`octet_length(${t.bytes}) BETWEEN 1 AND ${sql.raw(String(DOCUMENT_CACHE_MAX_BYTES))}`,
    ),
  ],
);
