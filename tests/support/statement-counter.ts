import type { Logger } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Db } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import type { TestApi } from "./test-api";

/**
 * The test database's own connection with a logger: `count(run)` answers how many statements `run` sent through
 * it (prepared ones included), their text and parameters, and what it returned. For the reads whose statement count is a performance
 * property (docs/performance-journal.md).
 */
export function statementCounter(api: TestApi) {
  let statements = 0;
  let sent: Array<{ sql: string; params: unknown[] }> = [];
  const logger: Logger = {
    logQuery: (text, params) => {
      statements++;
      sent.push({ sql: text, params });
    },
  };
  const client = (api.db as unknown as { $client: unknown }).$client;
  const db = (api.kind === "pglite"
    ? drizzlePglite({ client: client as never, schema, logger })
    : drizzlePg({ client: client as never, schema, logger })) as unknown as Db;
  return async <T>(
    run: (db: Db) => Promise<T>,
  ): Promise<{ statements: number; result: T; sent: Array<{ sql: string; params: unknown[] }> }> => {
    statements = 0;
    sent = [];
    const result = await run(db);
    return { statements, result, sent };
  };
}
