import "server-only";
import { isDatabaseUnavailable } from "./connection-error";

/**
 * What this process last saw of its database server: a failed connection or a connection lost marks it away,
 * a new connection marks it back. Synchronous, so that an answer already being written can be told apart (a page
 * that failed because the database is away answers 503, src/server/http/database-down-pages.ts).
 */
let awaySince: number | undefined;

export const databaseAvailability = {
  /** Notes the outcome of a connection attempt or the error of a lost connection. */
  note(error?: unknown) {
    if (error === undefined) awaySince = undefined;
    else if (isDatabaseUnavailable(error)) awaySince ??= Date.now();
  },
  isAway: () => awaySince !== undefined,
};
