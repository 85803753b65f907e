import "server-only";
import { and, count, eq } from "drizzle-orm";
import type { AuthUser } from "../auth/current-user";
import { boatScope, isAdmin } from "../auth/scope";
import { countUnreadContactMessages } from "../contact-messages/count-unread-contact-messages";
import type { Db } from "../db/client";
import { boats, reservations } from "../db/schema";

/**
 * The side menu's red badges: website reservations no staff member has opened yet, and unread contact
 * messages. An OWNER counts only reservations of their own boats and never sees contact messages (0).
 */
export async function countDashboardBadges(db: Db, user: AuthUser) {
  const [reservationRow] = await db
    .select({ n: count() })
    .from(reservations)
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(and(eq(reservations.source, "website"), eq(reservations.seenByStaff, false), boatScope(user)));
  const contactCount = isAdmin(user) ? await countUnreadContactMessages(db) : 0;
  return { reservationCount: reservationRow?.n ?? 0, contactCount };
}
