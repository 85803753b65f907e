import "server-only";
import { conflict } from "../domain-errors";
import { isExclusionViolation } from "../db/pg-error";

/** Runs `work`; a clash with another blocked range of the boat (23P01) becomes a Turkish 409. */
export async function withOverlapMessage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isExclusionViolation(error)) {
      throw conflict(
        "Bu tarihler teknenin başka bir rezervasyonu veya kapatmasıyla çakışıyor: tekne bu tarihlerde müsait değil.",
        "DATES_UNAVAILABLE",
      );
    }
    throw error;
  }
}
