import { z } from "zod";
import { msg } from "./messages/message-ref";

/** Shortest and longest review text (characters, after trimming). */
export const REVIEW_TEXT = { min: 10, max: 2000 } as const;

/** The token of a review link: base64url, 43 characters when we made it; anything else is answered as unknown. */
export const reviewTokenParams = z.object({ token: z.string().max(200) });

/** What a guest sends from the review page: 1–5 stars and a text. */
export const reviewBody = z.object({
  rating: z
    .number({ error: msg("reviews.review_rating") })
    .int({ error: msg("reviews.review_rating") })
    .min(1, { error: msg("reviews.review_rating") })
    .max(5, { error: msg("reviews.review_rating") }),
  body: z
    .string({ error: msg("reviews.review_text") })
    .trim()
    .min(REVIEW_TEXT.min, { error: msg("reviews.review_text_min", { min: REVIEW_TEXT.min }) })
    .max(REVIEW_TEXT.max, { error: msg("reviews.review_text_max", { max: REVIEW_TEXT.max }) }),
});
export type ReviewInput = z.infer<typeof reviewBody>;

/** A review link's state: `open` (a review may be sent), `used` (one was sent) or `expired`. */
export const reviewLinkState = z.enum(["open", "used", "expired"]);

/** The review page's reading of its link: which stay it is about and whether it can still be used. */
export const reviewInvitationSchema = z.object({
  state: reviewLinkState,
  boat_name: z.string(),
  boat_slug: z.string(),
  start_date: z.string(),
  end_date: z.string(),
});
export type ReviewInvitation = z.infer<typeof reviewInvitationSchema>;

export const reviewSentSchema = z.object({ sent: z.literal(true) });
