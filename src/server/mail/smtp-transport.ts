import nodemailer from "nodemailer";

/** What the outbox worker needs from a mail transport (nodemailer's SMTP transport, or a test double). */
export type MailTransport = {
  sendMail: (message: {
    from: string;
    to: string;
    subject: string;
    html: string;
    text: string;
    headers?: Record<string, string>;
  }) => Promise<{ messageId?: string }>;
  close: () => void;
};

/**
 * An SMTP transport from `SMTP_URL` (smtp:// or smtps://user:pass@host:port). Timeouts stay well under the
 * claim lease, so a mail is never reclaimed by another worker while this one is still talking to the server.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    sendMail: (message) => transporter.sendMail(message),
    close: () => transporter.close(),
  };
}
