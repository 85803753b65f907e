import "server-only";
import { conflict } from "../../domain-errors";
import { constraintOf, isExclusionViolation } from "../../db/pg-error";

/** A price period overlapping another of the same boat (exclusion constraint boat_prices_no_overlap) → 409. */
export function mapPriceOverlap(error: unknown): never {
  if (isExclusionViolation(error) && (constraintOf(error) ?? "boat_prices_no_overlap") === "boat_prices_no_overlap") {
    throw conflict("boats.price_overlap", "PRICE_PERIOD_OVERLAP");
  }
  throw error;
}
