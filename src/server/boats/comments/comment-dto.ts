import "server-only";
import { boatComments, boats, reservations } from "../../db/schema";

/**
 * Comment columns; select them from boat_comments joined with boats (for the boat's name) and left-joined with
 * reservations (the code of a verified stay: a review sent through its invitation link).
 */
export const commentColumns = {
  id: boatComments.id,
  boatId: boatComments.boatId,
  boatName: boats.name,
  name: boatComments.name,
  rating: boatComments.rating,
  body: boatComments.body,
  approved: boatComments.approved,
  reservationCode: reservations.code,
  createdAt: boatComments.createdAt,
};
type CommentRow = {
  [K in Exclude<keyof typeof commentColumns, "boatName" | "reservationCode">]: (typeof boatComments.$inferSelect)[K];
} & { boatName: string; reservationCode: string | null };

export function toCommentDto(row: CommentRow) {
  return {
    id: row.id,
    boat_id: row.boatId,
    boat_name: row.boatName,
    name: row.name,
    rating: row.rating,
    body: row.body,
    approved: row.approved,
    reservation_code: row.reservationCode,
    created_at: row.createdAt.toISOString(),
  };
}
