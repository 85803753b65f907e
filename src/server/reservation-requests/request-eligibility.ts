import "server-only";
import type { ErrorKey } from "@/shared/messages/message-ref";
import type { GuestReservation } from "../reservations/find-guest-reservation";

export const NOT_ACTIVE = "requests.request_closed_reservation" satisfies ErrorKey;
export const AFTER_CHECK_IN = "requests.request_after_checkin" satisfies ErrorKey;
export const ALREADY_OPEN = "requests.request_open" satisfies ErrorKey;

/** Why the guest cannot send a request about this reservation on `today` (ignoring open requests), or null. */
export function requestBlock(
  reservation: Pick<GuestReservation, "status" | "startDate">,
  today: string,
): ErrorKey | null {
  if (reservation.status !== "option" && reservation.status !== "confirmed") return NOT_ACTIVE;
  if (today >= reservation.startDate) return AFTER_CHECK_IN;
  return null;
}
