import "server-only";
import type { GuestReservation } from "../reservations/find-guest-reservation";

export const NOT_ACTIVE = "İptal edilmiş, süresi dolmuş ya da tamamlanmış bir rezervasyon için talep gönderilemez.";
export const AFTER_CHECK_IN = "Giriş gününden sonra online talep gönderilemez; lütfen bizimle iletişime geçin.";
export const ALREADY_OPEN =
  "Bu rezervasyon için yanıt bekleyen bir talebiniz var; yanıtlandığında e-posta ile bildireceğiz.";

/** Why the guest cannot send a request about this reservation on `today` (ignoring open requests), or null. */
export function requestBlock(
  reservation: Pick<GuestReservation, "status" | "startDate">,
  today: string,
): string | null {
  if (reservation.status !== "option" && reservation.status !== "confirmed") return NOT_ACTIVE;
  if (today >= reservation.startDate) return AFTER_CHECK_IN;
  return null;
}
