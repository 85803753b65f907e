import "server-only";
import type { DbOrTx } from "../db/client";
import { mailOutbox } from "../db/schema";
import { htmlToText } from "./render-template";

export type QueueMailInput = {
  to: string;
  subject: string;
  html: string;
  /** Plain-text part; derived from the HTML when left out. */
  text?: string;
  /** Extra headers sent with the mail (e.g. List-Unsubscribe). */
  headers?: Record<string, string>;
  templateKey?: string;
  reservationId?: number;
};

/** Writes one ready-made mail to the outbox, in the caller's transaction. Returns its id. */
export async function queueMail(tx: DbOrTx, input: QueueMailInput): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      toAddress: input.to,
      subject: input.subject,
      html: input.html,
      text: input.text ?? htmlToText(input.html),
      headers: input.headers ?? null,
      templateKey: input.templateKey ?? null,
      reservationId: input.reservationId ?? null,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
