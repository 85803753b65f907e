import "server-only";
import { z } from "zod";

/** Raised for every refusal of backup and restore: the scripts print its message in one line. */
export class BackupError extends Error {}

export const ARCHIVE_FORMAT = "liman-backup";
export const FORMAT_VERSION = 1;
/** The first entry of every archive; `checksums.json` is the last (its absence means a truncated archive). */
export const MANIFEST_ENTRY = "manifest.json";
export const CHECKSUMS_ENTRY = "checksums.json";

const identifier = z.string().regex(/^[a-z_][a-z0-9_]*$/, "not a plain table or sequence name");

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int(),
  appVersion: z.string(),
  createdAt: z.string(),
  engine: z.enum(["pglite", "postgres"]),
  /** The last migration applied to the database that was backed up: its rows have that schema. */
  migration: z.object({ tag: z.string(), when: z.number().int() }),
  /** In the order they are loaded (parents before the tables that reference them). */
  tables: z.array(z.object({ name: identifier, rows: z.number().int().min(0) })),
  sequences: z.array(z.object({ name: identifier, lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })),
  uploads: z.object({ included: z.boolean(), note: z.string().optional() }),
  /** The app secret: in the archive when generated (DATA_DIR/jwt-secret), else only its fingerprint. */
  appSecret: z.object({ included: z.boolean(), fingerprint: z.string() }).nullable(),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const checksumsSchema = z.record(z.string(), z.object({ sha256: z.string(), bytes: z.number().int() }));
export type Checksums = z.infer<typeof checksumsSchema>;

export const tableEntry = (table: string) => `db/${table}.jsonl`;
