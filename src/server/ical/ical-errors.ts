import "server-only";
import { AppError, type Message } from "../domain-errors";

/** The calendar could not be fetched (network, timeout, HTTP error, too big): a 422 with its reason. */
export const icalFetchError = (message: Message) => new AppError(422, "ICAL_FETCH_FAILED", message);
/** The answer was not a readable iCal calendar. */
export const icalInvalidError = (message: Message) => new AppError(422, "ICAL_INVALID", message);
