import "server-only";
import type { Readable } from "node:stream";
import nodemailer from "nodemailer";
import { SMTP_TIMEOUTS } from "./mail-timing";

export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  /** The outbox row's fixed Message-ID (with its angle brackets). */
  messageId: string;
};

/**
 * A send the server did not accept. `responseCode` is the server's own refusal (4xx/5xx), when it gave one;
 * `messageStarted` tells whether the message body had begun to go out (the server had answered DATA with 354):
 * from then on a broken conversation may still have delivered the mail.
 */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly responseCode: number | undefined,
    readonly messageStarted: boolean,
  ) {
    super(message);
    this.name = "MailSendError";
  }
}

/** What the outbox worker needs from a mail transport. */
export type MailTransport = {
  /** Resolves once the server accepted the mail; rejects with a MailSendError otherwise. */
  send: (mail: OutgoingMail, signal?: AbortSignal) => Promise<void>;
  close: () => void;
};

function responseCodeOf(error: unknown): number | undefined {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === "number" ? code : undefined;
}

/**
 * A pooled SMTP transport from `SMTP_URL` (smtp:// or smtps://user:pass@host:port): up to `maxConnections`
 * conversations at once, each connection reused for many mails.
 *
 * To know whether a failed send may have delivered, it keeps the message stream of each send in flight (a
 * "stream" plugin sees it created): nodemailer reads that stream only after the server answered DATA with 354,
 * so a stream never read means the server cannot have the message (nodemailer's pool relies on the same fact
 * when it moves a message to another connection by itself).
 */
export function createSmtpTransport(smtpUrl: string, options: { maxConnections?: number } = {}): MailTransport {
  const maxConnections = options.maxConnections ?? 5;
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections,
    maxMessages: 1000,
    ...SMTP_TIMEOUTS,
  });
  const streams = new Map<string, Readable>();
  transporter.use("stream", (mail, done) => {
    const id = mail.message.messageId();
    mail.message.processFunc((output) => {
      streams.set(id, output);
      return output;
    });
    done();
  });
  return {
    async send(mail, signal) {
      try {
        await transporter.sendMail({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          headers: mail.headers ?? undefined,
          messageId: mail.messageId,
          signal,
        });
      } catch (error) {
        const started = streams.get(mail.messageId)?.readableDidRead ?? false;
        const message = error instanceof Error ? error.message : String(error);
        throw new MailSendError(message, responseCodeOf(error), started);
      } finally {
        streams.delete(mail.messageId);
      }
    },
    close: () => transporter.close(),
  };
}
