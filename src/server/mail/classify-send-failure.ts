import "server-only";
import { MailSendError } from "./smtp-transport";

/**
 * What a failed send means for the mail:
 * - "permanent": the server refused it for good (5xx: unknown recipient, rejected message); retrying cannot help.
 * - "retry": the server cannot have it: it refused it for now (4xx, before or after the message), or the
 *   conversation ended before the message began to go out (connection refused, greeting timeout, a dropped
 *   connection before DATA was answered). Safe to send again.
 * - "uncertain": the message had begun to go out and no answer came (the connection died or timed out after
 *   DATA): the server may have accepted it. Sending again could deliver it twice, so only staff decide.
 */
export type SendFailure = "permanent" | "retry" | "uncertain";

export function classifySendFailure(error: unknown): SendFailure {
  if (!(error instanceof MailSendError)) return "retry";
  const code = error.responseCode;
  if (code !== undefined && code >= 500 && code < 600) return "permanent";
  if (code !== undefined && code >= 400 && code < 500) return "retry";
  return error.messageStarted ? "uncertain" : "retry";
}
