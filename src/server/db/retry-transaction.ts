import "server-only";
import type { ErrorKey } from "@/shared/messages/message-ref";
import { conflict } from "../domain-errors";
import { log } from "../log";
import type { Db, Tx } from "./client";
import { sqlStateOf } from "./pg-error";

export const TRANSACTION_CONFLICT = "common.transaction_conflict" satisfies ErrorKey;

/** A deadlock (40P01) or a serialisation failure (40001): the transaction did nothing and may simply run again. */
export const isTransactionConflict = (error: unknown) => {
  const state = sqlStateOf(error);
  return state === "40P01" || state === "40001";
};

/** The answer to a transaction conflict that a retry did not resolve: 409, never 500 or 503. */
export const transactionConflict = () => conflict(TRANSACTION_CONFLICT, "TRANSACTION_CONFLICT");

/**
 * `db.transaction(run)`, run once more when PostgreSQL aborts it as a deadlock victim or on a serialisation failure
 * (the locks taken first, e.g. `lockBoat`, make that rare); a second conflict answers 409 TRANSACTION_CONFLICT.
 * `run` must be safe to repeat: everything it wrote rolled back with the first attempt.
 */
export async function retryTransaction<T>(db: Db, run: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(run);
  } catch (error) {
    if (!isTransactionConflict(error)) throw error;
    log.warn(`[db] transaction conflict (${sqlStateOf(error)}), running it once more`);
  }
  try {
    return await db.transaction(run);
  } catch (error) {
    if (isTransactionConflict(error)) throw transactionConflict();
    throw error;
  }
}
