import "server-only";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Job } from "../jobs/runner";
import { type BatchResult, enqueueCampaignBatch } from "./enqueue-campaign-batch";

/**
 * The newsletter job: every few seconds, queues the due batch of every campaign being sent (each campaign at
 * most one batch per CAMPAIGN_BATCH_INTERVAL_SECONDS, see campaign-rate.ts); the mail job delivers them.
 */
export function campaignJob(deps: { db: Db; config: Config }): Job {
  return {
    name: "newsletter-campaigns",
    everyMs: 10_000,
    run: async (signal) => {
      const { publicUrl, mailFrom } = deps.config;
      const batches: BatchResult[] = [];
      while (!signal?.aborted) {
        const batch = await enqueueCampaignBatch(deps.db, { publicUrl, mailFrom });
        if (!batch) break;
        batches.push(batch);
      }
      return batches;
    },
  };
}
