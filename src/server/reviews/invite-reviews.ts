import "server-only";
import { and, asc, eq, gte, inArray, isNull, lt, ne } from "drizzle-orm";
import { addDays, todayIn } from "../../lib/dates";
import { formatMomentLong } from "../../lib/locale-format";
import { clock } from "../../lib/clock";
import type { Db } from "../db/client";
import { mailTemplates, reservations, reviewInvitations } from "../db/schema";
import { queueReservationMails } from "../mail/queue-reservation-mails";
import { hashToken, newToken } from "../newsletter/tokens";
import { REVIEW_INVITE_WINDOW_DAYS, REVIEW_LINK_TTL_DAYS, REVIEW_TEMPLATE, reviewUrl } from "./review-link";

/** Invitations made in one pass at most (the rest wait for the next pass). */
const BATCH = 100;

/** Rolls back one invitation whose mail could not be queued (the template was switched off meanwhile). */
class TemplateOff extends Error {}

/**
 * Invites the guests of stays that ended (check-out day before `today`, in Istanbul; confirmed or completed,
 * not anonymised) at most REVIEW_INVITE_WINDOW_DAYS ago to review their boat. Each invitation is written with
 * its mail in one transaction; the unique reservation_id of review_invitations makes a second one impossible,
 * whether the job runs again or on another instance at once. Nothing is made while the template is off.
 * Answers the reservations invited in this pass.
 */
export async function inviteReviews(
  db: Db,
  publicUrl: string,
  { now = clock.now(), today = todayIn("Europe/Istanbul", now) }: { now?: Date; today?: string } = {},
): Promise<number[]> {
  const [template] = await db
    .select({ active: mailTemplates.active })
    .from(mailTemplates)
    .where(eq(mailTemplates.key, REVIEW_TEMPLATE))
    .limit(1);
  if (!template?.active) return [];

  const due = await db
    .select({ id: reservations.id })
    .from(reservations)
    .leftJoin(reviewInvitations, eq(reviewInvitations.reservationId, reservations.id))
    .where(
      and(
        inArray(reservations.status, ["confirmed", "completed"]),
        lt(reservations.endDate, today),
        gte(reservations.endDate, addDays(today, -REVIEW_INVITE_WINDOW_DAYS)),
        isNull(reservations.anonymizedAt),
        ne(reservations.customerEmail, ""),
        isNull(reviewInvitations.id),
      ),
    )
    .orderBy(asc(reservations.endDate), asc(reservations.id))
    .limit(BATCH);

  const invited: number[] = [];
  const expiresAt = new Date(now.getTime() + REVIEW_LINK_TTL_DAYS * 24 * 3600 * 1000);
  for (const { id } of due) {
    try {
      const made = await db.transaction(async (tx) => {
        const token = newToken();
        const [row] = await tx
          .insert(reviewInvitations)
          .values({ reservationId: id, tokenHash: hashToken(token), expiresAt, createdAt: now })
          .onConflictDoNothing({ target: reviewInvitations.reservationId })
          .returning({ id: reviewInvitations.id });
        if (!row) return false;
        const queued = await queueReservationMails(tx, id, {
          guest: REVIEW_TEMPLATE,
          guestVars: (mail) => ({
            review_link: reviewUrl(publicUrl, token, mail.locale),
            review_expires_at: formatMomentLong(expiresAt, mail.locale),
          }),
        });
        if (queued.guest === null) throw new TemplateOff();
        return true;
      });
      if (made) invited.push(id);
    } catch (error) {
      if (error instanceof TemplateOff) break;
      throw error;
    }
  }
  return invited;
}
