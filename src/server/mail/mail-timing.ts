import "server-only";
/**
 * How long one mail may take, and so how long a worker's claim on it lasts. The relation matters: a claim
 * must outlive every way a send can end, or another worker would see an expired lease while the first one is
 * still talking to the SMTP server.
 */

/** nodemailer's limits for each phase of the SMTP conversation. */
export const SMTP_TIMEOUTS = {
  /** TCP (and TLS) connection established. */
  connectionTimeout: 10_000,
  /** The server's 220 greeting after connecting. */
  greetingTimeout: 10_000,
  /** Silence on the socket while waiting for any answer (EHLO, MAIL, RCPT, DATA, the end of the message). */
  socketTimeout: 20_000,
} as const;

/**
 * The hard limit on one message, from handing it to the pool to the server's final answer: the worker aborts
 * the send after this (a server trickling its answers never trips the socket timeout). It covers the whole
 * phase budget: connect, greeting and one socket timeout's worth of silence.
 */
export const SEND_DEADLINE_MS =
  SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + 2 * SMTP_TIMEOUTS.socketTimeout;

/** Time for the database round trips that settle a sent mail (a slow or failing-over database). */
const SETTLE_MARGIN_MS = 30_000;

/**
 * A claim's lease: the send deadline plus the margin to record its outcome. A lease that runs out while the
 * mail is still 'sending' means its worker died or lost the database mid-send: the mail becomes 'uncertain',
 * never sent again by itself.
 */
export const MAIL_LEASE_SECONDS = (SEND_DEADLINE_MS + SETTLE_MARGIN_MS) / 1000;
