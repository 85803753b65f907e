/** Client-side types and labels of reservations (mirrors src/server/reservations/schemas.ts and status.ts). */
import type { z } from "zod";
import type { Tone } from "@/components/ui/badge";
import type { ReservationStatus } from "@/shared/reservation-status";
import type { reservationDetailSchema, reservationListItemSchema, transactionSchema } from "@/shared/reservations";

export { STATUS_LABELS } from "@/shared/reservation-status";
export type { ReservationStatus };
export type ReservationListItem = z.infer<typeof reservationListItemSchema>;
export type ReservationDetail = z.infer<typeof reservationDetailSchema>;
export type Transaction = z.infer<typeof transactionSchema>;

export const STATUS_TONES: Record<ReservationStatus, Tone> = {
  option: "warning",
  confirmed: "success",
  completed: "info",
  cancelled: "danger",
  expired: "neutral",
};

/** The button text for moving a reservation to a status. */
export const STATUS_ACTIONS: Record<ReservationStatus, string> = {
  option: "Opsiyona al",
  confirmed: "Onayla",
  completed: "Tamamlandı olarak işaretle",
  cancelled: "İptal et",
  expired: "Süresi doldu olarak işaretle",
};

export { KIND_LABELS, METHOD_LABELS } from "@/shared/payments";

export const ORDER_OPTIONS = [
  { value: "created_desc", label: "En yeni kayıt" },
  { value: "created_asc", label: "En eski kayıt" },
  { value: "start_asc", label: "Giriş tarihi (yakın → uzak)" },
  { value: "start_desc", label: "Giriş tarihi (uzak → yakın)" },
  { value: "end_asc", label: "Çıkış tarihi (yakın → uzak)" },
  { value: "end_desc", label: "Çıkış tarihi (uzak → yakın)" },
];
