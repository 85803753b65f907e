import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { clock } from "@/lib/clock";
import { mailOutbox } from "@/server/db/schema";
import { inviteReviews } from "@/server/reviews/invite-reviews";
import { REVIEW_LINK_TTL_DAYS } from "@/server/reviews/review-link";
import { createReservation } from "@/server/seed/factories";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { daysFromToday } from "../support/test-dates";

// Issue 33 item 7: the reservation screen shows whether the review invitation went out, and when.
const PUBLIC_URL = "https://liman.example";
let api: TestApi;
let cast: BoatCast;

beforeAll(async () => {
  api = await createTestApi({ PUBLIC_URL });
  cast = await boatCast(api);
});

const detail = async (id: number, token = cast.ownerToken) =>
  (await api.call("GET", `/v1/admin/reservations/${id}`, { token })).json.content;

describe("the review invitation on the staff detail", () => {
  it("null before the job; then made and queued; then sent, with the mail's time", async () => {
    const stay = await createReservation(api.db, {
      boatId: cast.ownBoat.id,
      status: "completed",
      optionExpiresAt: null,
      startDate: daysFromToday(-8),
      endDate: daysFromToday(-1),
    });
    expect((await detail(stay.id)).review_invitation).toBeNull();

    expect(await inviteReviews(api.db, PUBLIC_URL)).toContain(stay.id);
    const queued = (await detail(stay.id)).review_invitation;
    expect(queued).toMatchObject({ mail_status: "queued", mail_sent_at: null, used_at: null });
    const invitedAt = new Date(queued.invited_at).getTime();
    expect(Math.abs(invitedAt - clock.now().getTime())).toBeLessThan(60_000);
    expect(new Date(queued.expires_at).getTime() - invitedAt).toBe(REVIEW_LINK_TTL_DAYS * 24 * 3600 * 1000);

    const sentAt = new Date(invitedAt + 5 * 60_000);
    await api.db
      .update(mailOutbox)
      .set({ status: "sent", sentAt })
      .where(and(eq(mailOutbox.reservationId, stay.id), eq(mailOutbox.templateKey, "review_invitation")));
    expect((await detail(stay.id, cast.adminToken)).review_invitation).toMatchObject({
      mail_status: "sent",
      mail_sent_at: sentAt.toISOString(),
    });
  });
});
