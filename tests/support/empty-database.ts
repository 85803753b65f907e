import { randomBytes } from "node:crypto";
import pg from "pg";

export type EmptyDatabase = { url: string; name: string; drop: () => Promise<void> };

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Lets connections that are still closing go first: FORCE would kill them and their clients report 57P01. */
async function dropWhenIdle(client: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const { rows } = await client.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
    if (rows[0].n === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * A new, empty database (no migrations: the servers under test apply them) on the PostgreSQL server of
 * `serverUrl`, or a copy of the database `template`; `drop` removes it, with any connection still open to it.
 */
export async function createEmptyDatabase(
  serverUrl: string,
  prefix = "liman_test",
  template?: string,
): Promise<EmptyDatabase> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const from = template ? ` TEMPLATE ${template}` : "";
  await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${name}${from}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => withClient(serverUrl, (c) => dropWhenIdle(c, name)),
  };
}
