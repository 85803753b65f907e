import "server-only";
import type { Limit } from "../../rate-limits/limit";
import { takeAttempt } from "../../rate-limits/throttle";
import { getReviewInvitation } from "../../reviews/get-review-invitation";
import { reviewBody, reviewInvitationSchema, reviewSentSchema, reviewTokenParams } from "../../reviews/schemas";
import { submitReview } from "../../reviews/submit-review";
import { clientIp } from "../client-ip";
import { route } from "../route";

const tag = "reviews";

/** Reviews one address may send per window: a family sharing a connection, not a spam run. */
export const REVIEW_LIMIT: Limit = { name: "review-address", max: 5, windowMs: 15 * 60 * 1000 };

/** The review link mailed after a stay: read its state, send the review once. */
export function reviewRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/website/reviews/:token",
        summary: "The stay of a review link (boat, dates) and whether a review can still be sent (open, used, expired)",
        tag,
        access: "public",
        params: reviewTokenParams,
        response: reviewInvitationSchema,
      },
      ({ deps, params }) => getReviewInvitation(deps.db, params.token, deps.now?.()),
    ),
    route(
      {
        method: "post",
        path: "/website/reviews/:token",
        summary: `Send the review of a stay (1–5 stars and a text) for moderation; once per link (${REVIEW_LIMIT.max} per 15 minutes per address)`,
        tag,
        access: "public",
        params: reviewTokenParams,
        body: reviewBody,
        errors: [409, 429],
        response: reviewSentSchema,
        status: 201,
      },
      async ({ c, deps, params, body }) => {
        // Counted before the write, so a burst of parallel requests cannot slip past.
        await takeAttempt(deps, [{ limit: REVIEW_LIMIT, subject: clientIp(c, deps.config.trustProxy) }]);
        return submitReview(deps.db, params.token, body, deps.now?.());
      },
    ),
  ];
}
