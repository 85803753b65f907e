import "server-only";
import { conflict } from "../domain-errors";
import { isExclusionViolation } from "../db/pg-error";

/** Runs `work`; a clash with another blocked range of the boat (23P01) becomes a 409. */
export async function withOverlapMessage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isExclusionViolation(error)) {
      throw conflict("external.dates_overlap", "DATES_UNAVAILABLE");
    }
    throw error;
  }
}
