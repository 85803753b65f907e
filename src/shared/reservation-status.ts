/**
 * Reservation statuses and their legal transitions.
 *
 *   option ──deposit recorded / staff──▶ confirmed ──stay over──▶ completed
 *     │ └──────option_expires_at passed──▶ expired
 *     └──────────────▶ cancelled ◀──────────┘ (from confirmed too)
 *   expired / cancelled ──staff reinstates, only if the dates are still free──▶ option | confirmed
 *
 * Holding statuses own a row in availability_blocks: entering one inserts it (the exclusion constraint
 * refuses taken dates), leaving one deletes it in the same transaction. A completed stay keeps its
 * block: those days were used, and the occupancy calendar and iCal feed keep showing them.
 */
import { type MessageRef, msg } from "./messages/message-ref";

export const RESERVATION_STATUSES = ["option", "confirmed", "completed", "cancelled", "expired"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const STATUS_LABELS: Record<ReservationStatus, string> = {
  option: "Opsiyonlu",
  confirmed: "Onaylandı",
  completed: "Tamamlandı",
  cancelled: "İptal edildi",
  expired: "Süresi doldu",
};

export const TRANSITIONS: Record<ReservationStatus, readonly ReservationStatus[]> = {
  option: ["confirmed", "cancelled", "expired"],
  confirmed: ["completed", "cancelled"],
  completed: [],
  cancelled: ["option", "confirmed"],
  expired: ["option", "confirmed"],
};

const HOLDING: ReadonlySet<ReservationStatus> = new Set(["option", "confirmed", "completed"]);

/** Whether a reservation in this status holds its days in availability_blocks. */
export const isHolding = (status: ReservationStatus) => HOLDING.has(status);

export const canTransition = (from: ReservationStatus, to: ReservationStatus) => TRANSITIONS[from].includes(to);

/** The refusal of an illegal transition (a message reference of the error catalogues), or null when it is legal. */
export function transitionError(from: ReservationStatus, to: ReservationStatus): MessageRef | null {
  if (from === to) return null;
  if (canTransition(from, to)) return null;
  return msg("reservations.status_transition", { from, to });
}
