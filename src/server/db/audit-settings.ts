import "server-only";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { sql } from "drizzle-orm";
import type { Tx } from "./types";
import { clock } from "../../lib/clock";
import { auditActor } from "./audit-actor";

/** The statement that tells the audit log's triggers who and when, for the current transaction only. */
const SET_AUDIT = "SELECT set_config('liman.actor_id', $1, true), set_config('liman.at', $2, true)";
const auditValues = () => [String(auditActor.current() ?? ""), clock.now().toISOString()];

/** A statement that may write (a CTE may too); reads run untouched. */
const WRITES = /^\s*(insert|update|delete|with|merge)\b/i;

/** What drizzle's `db.transaction` looks like on both drivers. */
type Transactional = {
  transaction: (fn: (tx: never) => Promise<unknown>, config?: unknown) => Promise<unknown>;
};

/**
 * Makes every write of a signed-in request carry its actor and the app's clock to the audit log's triggers
 * (migration 0019, docs/decisions/0017-audit-log.md), whatever code path writes:
 * - every `db.transaction` starts by setting `liman.actor_id` and `liman.at` transaction-locally;
 * - a write run outside a transaction while an actor is set is run inside a short one that sets them first
 *   (on PGlite through the client's `transaction`, on PostgreSQL on one pooled connection).
 * `set_config(…, true)` lasts until the transaction ends, so a pooled connection never carries it further.
 */
export function withAuditSettings(db: object, driver: { pglite: PGlite } | { pool: pg.Pool }): void {
  const target = db as Transactional;
  const transaction = target.transaction.bind(target);
  target.transaction = (fn, config) =>
    transaction(async (tx: never) => {
      const [actor, at] = auditValues();
      await (tx as unknown as Tx).execute(
        sql`SELECT set_config('liman.actor_id', ${actor}, true), set_config('liman.at', ${at}, true)`,
      );
      return fn(tx);
    }, config);

  if ("pglite" in driver) {
    const client = driver.pglite;
    const query = client.query.bind(client) as PGlite["query"];
    client.query = ((text: string, params?: unknown[], options?: object) => {
      if (auditActor.current() === null || !WRITES.test(text)) return query(text, params, options);
      return client.transaction(async (t) => {
        await t.query(SET_AUDIT, auditValues());
        return t.query(text, params, options);
      });
    }) as PGlite["query"];
    return;
  }

  const pool = driver.pool;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((config: string | { text: string }, values?: unknown, callback?: unknown) => {
    const text = typeof config === "string" ? config : config?.text;
    if (auditActor.current() === null || typeof values === "function" || callback || !WRITES.test(text ?? "")) {
      return query(config, values, callback);
    }
    return (async () => {
      const connection = await pool.connect();
      let broken: Error | undefined;
      try {
        await connection.query("BEGIN");
        await connection.query(SET_AUDIT, auditValues());
        const result = await connection.query(config as string, values as unknown[]);
        await connection.query("COMMIT");
        return result;
      } catch (error) {
        await connection.query("ROLLBACK").catch((e: Error) => {
          broken = e;
        });
        throw error;
      } finally {
        connection.release(broken);
      }
    })();
  }) as typeof pool.query;
}
