/**
 * What a test file opened and must close once its tests are done (a test API's database and change listener).
 * A helper called from a `beforeAll` cannot register an `afterAll` of its own: Vitest never runs a hook added
 * while hooks run, and every PostgreSQL test database of such a file was left on the server. setup.ts runs
 * these after each file's own hooks.
 */
const cleanups: Array<() => Promise<void>> = [];

export function afterFile(cleanup: () => Promise<void>): void {
  cleanups.push(cleanup);
}

/** Runs and forgets the registered cleanups, the last registered first. */
export async function runAfterFile(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}
