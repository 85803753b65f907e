import "server-only";
import type { MessageRef } from "@/shared/messages/message-ref";
import { todayIn } from "../../lib/dates";
import type { ReservationStatus } from "../reservations/status";
import { PASSENGER_ERRORS } from "./schemas";

/**
 * Why the guest may no longer change the list, or null while they may: a cancelled or expired request has no
 * voyage, and from the check-in day (Istanbul) on the list is the captain's.
 */
export function passengerListLock(reservation: { status: ReservationStatus; startDate: string }): MessageRef | null {
  if (reservation.status === "cancelled" || reservation.status === "expired") return PASSENGER_ERRORS.cancelled;
  if (reservation.status === "completed" || todayIn() >= reservation.startDate) return PASSENGER_ERRORS.started;
  return null;
}
