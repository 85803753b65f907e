import "server-only";
import { AppError } from "../domain-errors";

/** The calendar could not be fetched (network, timeout, HTTP error, too big): a 422 with a Turkish reason. */
export const icalFetchError = (message: string) => new AppError(422, "ICAL_FETCH_FAILED", message);
/** The answer was not a readable iCal calendar. */
export const icalInvalidError = (message: string) => new AppError(422, "ICAL_INVALID", message);
