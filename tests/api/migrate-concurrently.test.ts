import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openPostgres } from "@/server/db/client";
import { applyMigrations } from "@/server/db/migrate";
import { createEmptyDatabase, type EmptyDatabase } from "../support/empty-database";
import { testDatabaseKind } from "../support/test-database";

// Instances of a deployment start at the same time on one new (or older) database: each applies the migrations.

const opened: Database[] = [];
let empty: EmptyDatabase | undefined;
afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  await empty?.drop();
});

describe.skipIf(testDatabaseKind() !== "postgres")("migrations on PostgreSQL", () => {
  it("are applied once when four instances start at the same time on an empty database", async () => {
    empty = await createEmptyDatabase(process.env.TEST_DATABASE_URL!);
    opened.push(...(await Promise.all(Array.from({ length: 4 }, () => openPostgres(empty!.url)))));
    const results = await Promise.allSettled(opened.map((database) => applyMigrations(database)));
    expect(results.map((r) => (r.status === "rejected" ? String(r.reason) : r.status))).toEqual(
      opened.map(() => "fulfilled"),
    );
    const applied = (await opened[0]!.db.execute(
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] };
    expect(applied.rows[0]!.n).toBeGreaterThan(0);
  });
});
