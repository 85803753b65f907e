import { conflict } from "../api/errors";

const sqlState = (error: unknown) =>
  (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;

/** Runs `work`; a clash with another blocked range of the boat (23P01) becomes a Turkish 409. */
export async function withOverlapMessage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlState(error) === "23P01") {
      throw conflict(
        "Bu tarihler teknenin başka bir rezervasyonu veya kapatmasıyla çakışıyor: tekne bu tarihlerde müsait değil.",
        "DATES_UNAVAILABLE",
      );
    }
    throw error;
  }
}
