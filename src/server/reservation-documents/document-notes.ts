import "server-only";
import type { ReservationStatus } from "@/shared/reservation-status";

/** The footer's contact line: phone · e-mail · address, those set. */
export function companyContact(c: { phone: string; email: string; address: string }): string {
  return [c.phone, c.email, c.address]
    .map((v) => v.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join(" · ");
}

/** The line a document of a cancelled or expired reservation starts with (staff may still print it). */
export function voidNotice(status: ReservationStatus): string | null {
  if (status === "cancelled")
    return "Bu rezervasyon iptal edilmiştir; belge yalnızca kayıt amaçlıdır ve geçerli değildir.";
  if (status === "expired")
    return "Bu rezervasyonun opsiyon süresi dolmuştur; belge yalnızca kayıt amaçlıdır ve geçerli değildir.";
  return null;
}
