/** The "Değerlendirme daveti" row of a reservation: whether the review invitation went out, and when. */
import { moment } from "../format";
import type { ReservationDetail } from "./reservation-types";

export function reviewInvitationText(invitation: ReservationDetail["review_invitation"]): string {
  if (!invitation) return "Henüz gönderilmedi (çıkıştan sonraki gün gider)";
  const mail = mailText(invitation);
  return invitation.used_at ? `${mail} · Değerlendirme yazıldı: ${moment(invitation.used_at)}` : mail;
}

function mailText(invitation: NonNullable<ReservationDetail["review_invitation"]>): string {
  switch (invitation.mail_status) {
    case "sent":
      return `Gönderildi: ${moment(invitation.mail_sent_at)}`;
    case "queued":
    case "sending":
      return `Kuyrukta (${moment(invitation.invited_at)})`;
    case "failed":
      return `Gönderilemedi (${moment(invitation.invited_at)})`;
    case "uncertain":
      return `Sonucu belirsiz (${moment(invitation.invited_at)})`;
    default:
      return `Oluşturuldu: ${moment(invitation.invited_at)}`;
  }
}
