import { describe, expect, it } from "vitest";
import { reviewInvitationText } from "@/features/dashboard/reservations/review-invitation-text";

const invitation = {
  invited_at: "2030-05-02T07:00:00.000Z",
  expires_at: "2030-06-01T07:00:00.000Z",
  used_at: null,
  mail_status: "queued",
  mail_sent_at: null,
};

describe("the reservation screen's review invitation row", () => {
  it("says whether the invitation went out, and when (Türkiye's time)", () => {
    expect(reviewInvitationText(null)).toBe("Henüz gönderilmedi (çıkıştan sonraki gün gider)");
    expect(reviewInvitationText(invitation)).toMatch(/^Kuyrukta \(02\.05\.2030 10:00\)$/);
    expect(
      reviewInvitationText({ ...invitation, mail_status: "sent", mail_sent_at: "2030-05-02T07:05:00.000Z" }),
    ).toMatch(/^Gönderildi: 02\.05\.2030 10:05$/);
    expect(
      reviewInvitationText({
        ...invitation,
        mail_status: "sent",
        mail_sent_at: "2030-05-02T07:05:00.000Z",
        used_at: "2030-05-03T09:00:00.000Z",
      }),
    ).toMatch(/^Gönderildi: .* · Değerlendirme yazıldı: 03\.05\.2030 12:00$/);
  });
});
