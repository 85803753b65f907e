import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Job } from "../jobs/runner";
import { deliverDueMails } from "./deliver-due-mails";
import { createSmtpTransport, type MailTransport } from "./smtp-transport";

/** The outbox worker job. Without SMTP_URL it does nothing: mails stay queued and readable by staff. */
export function mailJob(deps: { db: Db; config: Config }): Job {
  let transport: MailTransport | undefined;
  return {
    name: "mail-outbox",
    everyMs: 5_000,
    run: async () => {
      if (!deps.config.smtpUrl) return;
      transport ??= createSmtpTransport(deps.config.smtpUrl);
      return deliverDueMails(deps.db, transport, { from: deps.config.mailFrom });
    },
  };
}
