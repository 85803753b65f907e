import "server-only";
import { and, count, eq } from "drizzle-orm";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import { countUnreadContactMessages } from "../contact-messages/count-unread-contact-messages";
import type { Db } from "../db/client";
import { boats, reservations } from "../db/schema";
import { reservationIsNew } from "../staff-marks/reservation-is-new";
import { countOpenRequests } from "../reservation-requests/count-open-requests";
import { countPaymentFollowUps } from "../payments/count-payment-follow-ups";

/**
 * The side menu's red badges, each the caller's own: website reservations they have not opened yet, and
 * messages they have not read (archived ones aside). An OWNER counts only their own boats' reservations and
 * sale enquiries. `requestCount`: guest cancellation/change requests waiting for an answer (shared by all staff).
 * `attentionCount`: flagged card payments still to look at; `overdueBalanceCount`: reservations whose balance is past
 * its due day and open (both within the caller's boats).
 */
export async function countDashboardBadges(db: Db, user: AuthUser, now?: Date) {
  const [reservationRow] = await db
    .select({ n: count() })
    .from(reservations)
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(and(reservationIsNew(user.id), boatScope(user)));
  const contactCount = await countUnreadContactMessages(db, user);
  const requestCount = await countOpenRequests(db, user);
  const followUps = await countPaymentFollowUps(db, user, now);
  return { reservationCount: reservationRow?.n ?? 0, contactCount, requestCount, ...followUps };
}
