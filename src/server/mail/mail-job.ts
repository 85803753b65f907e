import "server-only";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Job } from "../jobs/runner";
import { deliverDueMails } from "./deliver-due-mails";
import { createSmtpTransport } from "./smtp-transport";

/**
 * The outbox worker job: every few seconds, drains the due mails over a pool of SMTP connections, then closes
 * the pool (no connection idles between bursts). Without SMTP_URL it does nothing: mails stay queued and
 * readable by staff.
 */
export function mailJob(deps: { db: Db; config: Config }): Job {
  return {
    name: "mail-outbox",
    everyMs: 5_000,
    run: async (signal) => {
      const { smtpUrl, mailFrom, mailConcurrency } = deps.config;
      if (!smtpUrl) return;
      const transport = createSmtpTransport(smtpUrl, { maxConnections: mailConcurrency });
      try {
        return await deliverDueMails(deps.db, transport, { from: mailFrom, concurrency: mailConcurrency, signal });
      } finally {
        transport.close();
      }
    },
  };
}
