import "server-only";
import { boatComments, boats } from "../../db/schema";

/** Comment columns; select them from boat_comments joined with boats (for the boat's name). */
export const commentColumns = {
  id: boatComments.id,
  boatId: boatComments.boatId,
  boatName: boats.name,
  name: boatComments.name,
  rating: boatComments.rating,
  body: boatComments.body,
  approved: boatComments.approved,
  createdAt: boatComments.createdAt,
};
type CommentRow = {
  [K in Exclude<keyof typeof commentColumns, "boatName">]: (typeof boatComments.$inferSelect)[K];
} & { boatName: string };

export function toCommentDto(row: CommentRow) {
  return {
    id: row.id,
    boat_id: row.boatId,
    boat_name: row.boatName,
    name: row.name,
    rating: row.rating,
    body: row.body,
    approved: row.approved,
    created_at: row.createdAt.toISOString(),
  };
}
