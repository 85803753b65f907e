import "server-only";
import { z } from "zod";
import { deleteBoatComment } from "../../boats/comments/delete-boat-comment";
import { listComments } from "../../boats/comments/list-comments";
import { commentActivityBody, commentSchema, listCommentsQuery } from "../../boats/comments/schemas";
import { setCommentApproval } from "../../boats/comments/set-comment-approval";
import { idParams, listOf, route } from "../route";

const tag = "boat comments";

export function boatCommentRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/comment",
        summary: "Comments on the boats you may see, newest first (10 a page); filters approved, boat_id",
        tag,
        access: "staff",
        query: listCommentsQuery,
        response: listOf(commentSchema),
      },
      ({ deps, user, query }) => listComments(deps.db, user, query),
    ),
    route(
      {
        method: "put",
        path: "/admin/boats/commentactivity/:id",
        summary: "Approve (show on the site) or hide a comment",
        tag,
        access: "staff",
        params: idParams,
        body: commentActivityBody,
        response: commentSchema,
      },
      ({ deps, user, params, body }) => setCommentApproval(deps.db, user, params.id, body.approved),
    ),
    route(
      {
        method: "delete",
        path: "/admin/boats/comment/:id",
        summary: "Delete a comment",
        tag,
        access: "staff",
        params: idParams,
        response: z.object({ id: z.number().int() }),
      },
      ({ deps, user, params }) => deleteBoatComment(deps.db, user, params.id),
    ),
  ];
}
