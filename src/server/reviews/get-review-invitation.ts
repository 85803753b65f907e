import "server-only";
import type { Db } from "../db/client";
import { clock } from "../../lib/clock";
import { findInvitation, invitationState } from "./find-invitation";
import type { ReviewInvitation } from "./schemas";

/** What the review page shows for its link: the boat and dates of the stay and whether a review can be sent. */
export async function getReviewInvitation(db: Db, token: string, now = clock.now()): Promise<ReviewInvitation> {
  const row = await findInvitation(db, token);
  return {
    state: invitationState(row, now),
    boat_name: row.boatName,
    boat_slug: row.boatSlug,
    start_date: row.startDate,
    end_date: row.endDate,
  };
}
