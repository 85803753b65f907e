import "server-only";
import { conflict } from "../../domain-errors";
import { isExclusionViolation } from "../../db/pg-error";

/** A closing overlapping any other blocking interval of the boat (availability_blocks_no_overlap) → 409. */
export function mapDatesTaken(error: unknown): never {
  if (isExclusionViolation(error)) {
    throw conflict("boats.closing_overlap", "DATES_UNAVAILABLE");
  }
  throw error;
}
