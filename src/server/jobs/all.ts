import "server-only";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { ContentPublisher } from "../cache/content-changes";
import { statisticsJob } from "../db/statistics-job";
import { icalJob } from "../ical/ical-job";
import { mailJob } from "../mail/mail-job";
import { rateLimitJob } from "../rate-limits/rate-limit-job";
import { retentionJob } from "../privacy/retention-job";
import { priceFloorsJob } from "../search/price-floors-job";
import { reservationStatusJob } from "../reservations/reservation-status-job";
import { campaignJob } from "../newsletter-campaigns/campaign-job";
import { vitalsJob } from "../vitals/vitals-job";
import { passengerRetentionJob } from "../passengers/passenger-retention-job";
import { reviewInvitationJob } from "../reviews/review-invitation-job";
import { cardPaymentsJob } from "../payments/card/card-payments-job";
import { balanceReminderJob } from "../payments/reminders/balance-reminder-job";
import { invoiceJob } from "../invoicing/invoice-job";
import { webhookJob } from "../agency-webhooks/webhook-job";
import { documentCacheJob } from "../reservation-documents/document-cache-job";
import { auditRetentionJob } from "../audit/audit-retention-job";
import type { Job } from "./runner";

type JobDeps = { db: Db; config: Config; contentChanges: ContentPublisher; jwtSecret: Uint8Array };

/**
 * A job whose changes show on public pages (availability): every instance's page cache is dropped when it changed
 * something. The runner's stop signal goes through to the job.
 */
export function notifying<R>(deps: Pick<JobDeps, "contentChanges">, job: Job<R>, changed: (result: R) => boolean): Job {
  return {
    ...job,
    run: async (signal) => {
      const result = await job.run(signal);
      if (changed(result)) await deps.contentChanges.publish(`job:${job.name}`);
      return result;
    },
  };
}

/** Every background job of the running system. Each area adds its job here. */
export function backgroundJobs(deps: JobDeps): Job[] {
  return [
    mailJob(deps),
    notifying(deps, reservationStatusJob(deps.db), (r) => r.expired.length > 0),
    notifying(deps, icalJob(deps), (r) => r.synced > 0),
    statisticsJob(deps),
    rateLimitJob(deps.db),
    retentionJob(deps),
    priceFloorsJob(deps.db),
    campaignJob(deps),
    vitalsJob(deps.db),
    passengerRetentionJob(deps),
    reviewInvitationJob(deps),
    balanceReminderJob(deps),
    webhookJob(deps),
    documentCacheJob(deps.db),
    auditRetentionJob(deps),
    // Only where a provider's credentials are set: it asks providers about payments whose notification never came.
    ...(deps.config.paytr || deps.config.iyzico ? [cardPaymentsJob(deps)] : []),
    // Only where Paraşüt is configured: every payment received becomes a sales invoice and its e-Arşiv.
    ...(deps.config.parasut ? [invoiceJob(deps)] : []),
  ];
}
