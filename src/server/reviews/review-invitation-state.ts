import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { mailOutbox, reviewInvitations } from "../db/schema";
import { REVIEW_TEMPLATE } from "./review-link";

/**
 * Whether a reservation's review invitation went out, for the staff detail: when it was made, until when its link
 * works, whether the guest used it, and its mail's state and sending time (the last mail of the review template).
 * Null when no invitation was made (yet: the job invites the day after check-out).
 */
export async function reviewInvitationState(db: DbOrTx, reservationId: number) {
  const [invitation] = await db
    .select({
      createdAt: reviewInvitations.createdAt,
      expiresAt: reviewInvitations.expiresAt,
      usedAt: reviewInvitations.usedAt,
    })
    .from(reviewInvitations)
    .where(eq(reviewInvitations.reservationId, reservationId))
    .limit(1);
  if (!invitation) return null;
  const [mail] = await db
    .select({ status: mailOutbox.status, sentAt: mailOutbox.sentAt })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.reservationId, reservationId), eq(mailOutbox.templateKey, REVIEW_TEMPLATE)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return {
    invited_at: invitation.createdAt.toISOString(),
    expires_at: invitation.expiresAt.toISOString(),
    used_at: invitation.usedAt?.toISOString() ?? null,
    mail_status: mail?.status ?? null,
    mail_sent_at: mail?.sentAt?.toISOString() ?? null,
  };
}
