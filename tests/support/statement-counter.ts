import type { Logger } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Db } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import type { TestApi } from "./test-api";

/**
 * The test database's own connection with a logger: `count(run)` answers how many statements `run` sent through
 * it (prepared ones included) and what it returned. For the reads whose statement count is a performance
 * property (docs/performance.md).
 */
export function statementCounter(api: TestApi) {
  let statements = 0;
  const logger: Logger = { logQuery: () => statements++ };
  const client = (api.db as unknown as { $client: unknown }).$client;
  const db = (api.kind === "pglite"
    ? drizzlePglite({ client: client as never, schema, logger })
    : drizzlePg({ client: client as never, schema, logger })) as unknown as Db;
  return async <T>(run: (db: Db) => Promise<T>): Promise<{ statements: number; result: T }> => {
    statements = 0;
    const result = await run(db);
    return { statements, result };
  };
}
