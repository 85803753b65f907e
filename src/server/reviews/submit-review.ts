import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { boatComments, reviewInvitations } from "../db/schema";
import { conflict } from "../domain-errors";
import type { ErrorKey } from "@/shared/messages/message-ref";
import { clock } from "../../lib/clock";
import { findInvitation, invitationState } from "./find-invitation";
import type { ReviewInput } from "./schemas";

export const REVIEW_ALREADY_SENT = "reviews.review_already_sent" satisfies ErrorKey;
export const REVIEW_LINK_EXPIRED = "reviews.review_link_expired" satisfies ErrorKey;

/**
 * Sends the review of a link: an unapproved boat comment tied to the link's reservation (a verified stay),
 * under the guest's name, for staff to moderate. One transaction holds the invitation's row and marks it used; a
 * used or expired link is refused with 409, and the unique reservation_id of boat_comments refuses a second
 * review of the same stay whatever the path.
 */
export async function submitReview(db: Db, token: string, input: ReviewInput, now = clock.now()) {
  await db.transaction(async (tx) => {
    const invitation = await findInvitation(tx, token, { lock: true });
    const state = invitationState(invitation, now);
    if (state === "used") throw conflict(REVIEW_ALREADY_SENT, "REVIEW_ALREADY_SENT");
    if (state === "expired") throw conflict(REVIEW_LINK_EXPIRED, "REVIEW_LINK_EXPIRED");
    const [marked] = await tx
      .update(reviewInvitations)
      .set({ usedAt: now })
      .where(and(eq(reviewInvitations.id, invitation.id), isNull(reviewInvitations.usedAt)))
      .returning({ id: reviewInvitations.id });
    if (!marked) throw conflict(REVIEW_ALREADY_SENT, "REVIEW_ALREADY_SENT");
    await tx.insert(boatComments).values({
      boatId: invitation.boatId,
      name: invitation.customerName,
      rating: input.rating,
      body: input.body,
      approved: false,
      reservationId: invitation.reservationId,
      createdAt: now,
    });
  });
  return { sent: true as const };
}
