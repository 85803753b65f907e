import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

const store = new AsyncLocalStorage<number | null>();

/**
 * The staff member the current request runs for, as the audit log's triggers need it (`liman.actor_id`): set by
 * the API around each signed-in call (api/register.ts), read by the database wrapper (db/audit-settings.ts).
 * Outside a request (jobs, seed, scripts) there is none: the log records the system.
 */
export const auditActor = {
  /** Runs `fn` on behalf of `actorId` (null: nobody, e.g. a visitor). */
  run<T>(actorId: number | null, fn: () => T): T {
    return store.run(actorId, fn);
  },
  /** The current actor's id, or null. */
  current(): number | null {
    return store.getStore() ?? null;
  },
};
