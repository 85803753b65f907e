import "server-only";
import { AppError } from "../domain-errors";
import { log } from "../log";

/** Seconds a client is asked to wait when the file storage (disk or bucket) failed. */
const RETRY_AFTER_SECONDS = 30;

/**
 * The answer when the storage itself failed (bucket unreachable, disk full): 503 with Retry-After and a
 * message of its own, never a 500; the cause is logged for the operator (an SDK error carries no credentials).
 */
export function storageUnavailable(action: string, error: unknown): AppError {
  log.warn(`[storage] ${action} failed`, error);
  return new AppError(503, "STORAGE_UNAVAILABLE", "media.storage_unavailable", undefined, {
    "Retry-After": String(RETRY_AFTER_SECONDS),
  });
}
