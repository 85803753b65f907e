import { describe, expect, it } from "vitest";
import { reviewInvitationText } from "@/features/dashboard/reservations/review-invitation-text";
import { daysFromToday } from "../support/test-dates";

// Days from the test clock, never literals; Türkiye is UTC+3 all year, so 07:00 UTC reads 10:00.
const invitedDay = daysFromToday(-2);
const usedDay = daysFromToday(-1);
const trDay = (day: string) => day.split("-").reverse().join(".");

const invitation = {
  invited_at: `${invitedDay}T07:00:00.000Z`,
  expires_at: `${daysFromToday(28)}T07:00:00.000Z`,
  used_at: null,
  mail_status: "queued",
  mail_sent_at: null,
};

describe("the reservation screen's review invitation row", () => {
  it("says whether the invitation went out, and when (Türkiye's time)", () => {
    expect(reviewInvitationText(null)).toBe("Henüz gönderilmedi (çıkıştan sonraki gün gider)");
    expect(reviewInvitationText(invitation)).toBe(`Kuyrukta (${trDay(invitedDay)} 10:00)`);
    expect(
      reviewInvitationText({ ...invitation, mail_status: "sent", mail_sent_at: `${invitedDay}T07:05:00.000Z` }),
    ).toBe(`Gönderildi: ${trDay(invitedDay)} 10:05`);
    expect(
      reviewInvitationText({
        ...invitation,
        mail_status: "sent",
        mail_sent_at: `${invitedDay}T07:05:00.000Z`,
        used_at: `${usedDay}T09:00:00.000Z`,
      }),
    ).toMatch(new RegExp(`^Gönderildi: .* · Değerlendirme yazıldı: ${trDay(usedDay).replace(/\./g, "\\.")} 12:00$`));
  });
});
