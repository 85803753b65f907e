import "server-only";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Job } from "../jobs/runner";
import { inviteReviews } from "./invite-reviews";

/** Every 15 minutes: invites the guests whose stay ended before today (Istanbul) to review their boat. */
export function reviewInvitationJob(deps: { db: Db; config: Config }): Job<number[]> {
  return {
    name: "review-invitations",
    everyMs: 15 * 60_000,
    run: () => inviteReviews(deps.db, deps.config.publicUrl),
  };
}
