import "server-only";
import { mailOutbox } from "../db/schema";

/** The outbox columns of a list row (the bodies are read in the detail only). */
export const outboxColumns = {
  id: mailOutbox.id,
  toAddress: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  templateKey: mailOutbox.templateKey,
  reservationId: mailOutbox.reservationId,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  lastError: mailOutbox.lastError,
  messageId: mailOutbox.messageId,
  sentAt: mailOutbox.sentAt,
  createdAt: mailOutbox.createdAt,
};

type Row = Pick<typeof mailOutbox.$inferSelect, keyof typeof outboxColumns>;

export function toOutboxItem(row: Row) {
  return {
    id: row.id,
    to_address: row.toAddress,
    subject: row.subject,
    template_key: row.templateKey,
    reservation_id: row.reservationId,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.nextAttemptAt.toISOString(),
    last_error: row.lastError,
    message_id: row.messageId,
    sent_at: row.sentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
