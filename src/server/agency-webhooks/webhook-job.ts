import "server-only";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { openWebhookSecret } from "../agencies/webhook-secret";
import type { Job } from "../jobs/runner";
import { outboundPolicy } from "../outbound/address-policy";
import { deliverDueWebhooks } from "./deliver-due-webhooks";

/** The webhook worker: every 5 s (the first retry comes 30 s after a failure), drains the due events. */
export function webhookJob(deps: { db: Db; config: Config; jwtSecret: Uint8Array }): Job {
  const policy = outboundPolicy(deps.config);
  return {
    name: "agency-webhooks",
    everyMs: 5_000,
    run: (signal) =>
      deliverDueWebhooks(deps.db, {
        policy,
        signal,
        openSecret: (agencyId, sealed) => openWebhookSecret(deps.jwtSecret, agencyId, sealed),
      }),
  };
}
