import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { boats, reservations, reviewInvitations } from "../db/schema";
import { notFound } from "../domain-errors";
import type { ErrorKey } from "@/shared/messages/message-ref";
import { hashToken } from "../newsletter/tokens";
import { columnsOf } from "../db/columns-of";

export const REVIEW_LINK_UNKNOWN = "reviews.review_link_invalid" satisfies ErrorKey;

/**
 * The invitation of a review link's token (looked up by its hash) with its stay; 404 for an unknown token.
 * `lock`: hold the invitation's row until the transaction ends (sending a review).
 */
export async function findInvitation(db: DbOrTx, token: string, { lock = false } = {}) {
  const query = db
    .select({
      ...columnsOf(reviewInvitations, ["id", "expiresAt", "usedAt"]),
      reservationId: reservations.id,
      ...columnsOf(reservations, ["customerName", "startDate", "endDate"]),
      boatId: boats.id,
      boatName: boats.name,
      boatSlug: boats.slug,
    })
    .from(reviewInvitations)
    .innerJoin(reservations, eq(reservations.id, reviewInvitations.reservationId))
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(eq(reviewInvitations.tokenHash, hashToken(token)))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: reviewInvitations }) : await query;
  if (!row) throw notFound(REVIEW_LINK_UNKNOWN);
  return row;
}

export type FoundInvitation = Awaited<ReturnType<typeof findInvitation>>;

/** `used` once a review was sent, else `expired` from its expiry on, else `open`. */
export function invitationState(row: Pick<FoundInvitation, "usedAt" | "expiresAt">, now: Date) {
  if (row.usedAt) return "used" as const;
  return row.expiresAt.getTime() <= now.getTime() ? ("expired" as const) : ("open" as const);
}
