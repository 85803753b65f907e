import "server-only";
import type pg from "pg";
import { isDatabaseUnavailable } from "./connection-error";

/** What drizzle's `db.transaction` looks like. */
type Transactional = { transaction: (fn: (tx: never) => Promise<unknown>, config?: unknown) => Promise<unknown> };

/**
 * Runs every `db.transaction` of a PostgreSQL pool on a connection checked out here and always given back.
 *
 * drizzle's own pool transaction (drizzle-orm 0.45, node-postgres session) sends BEGIN before its `try`: when the
 * connection is lost just then (a failover, a network cut), the connection is never released, the pool keeps
 * counting it, and `pool.end()` waits for it for ever. Here drizzle runs the transaction on the one connection
 * (its single-client path), and the connection goes back to the pool whatever happens; one that failed because
 * the database went away is discarded rather than reused.
 */
export function transactionsOnOwnConnections(
  db: object,
  pool: pg.Pool,
  onConnection: (client: pg.PoolClient) => object,
): void {
  // One drizzle instance per physical connection, made the first time that connection runs a transaction.
  const instances = new WeakMap<pg.PoolClient, Transactional>();
  (db as Transactional).transaction = async (fn, config) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      let instance = instances.get(client);
      if (!instance) {
        instance = onConnection(client) as Transactional;
        instances.set(client, instance);
      }
      return await instance.transaction(fn, config);
    } catch (error) {
      if (isDatabaseUnavailable(error)) broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  };
}
