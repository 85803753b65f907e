import { z } from "zod";
import { msg } from "./messages/message-ref";

/** A staff member's reply to a contact message or sale enquiry, sent by mail from the dashboard. */
export const contactReplyBody = z.object({
  text: z
    .string({ error: msg("inbox.reply_required") })
    .trim()
    .min(2, { error: msg("inbox.reply_required") })
    .max(5000, { error: msg("inbox.reply_too_long") }),
});
export type ContactReplyBody = z.infer<typeof contactReplyBody>;
