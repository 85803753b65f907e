import { z } from "zod";
import { msg } from "@/shared/messages/message-ref";

export const kvkkEmailBody = z.object({
  email: z
    .string({ error: msg("lookup.email_required") })
    .trim()
    .min(1, { error: msg("lookup.email_required") })
    .max(254, { error: msg("booking.email_too_long") })
    .pipe(z.email({ error: msg("booking.email_invalid") }))
    .transform((e) => e.toLowerCase()),
});
export type KvkkEmailInput = z.infer<typeof kvkkEmailBody>;

export const eraseResultSchema = z.object({
  reservations: z.number().int(),
  contact_messages: z.number().int(),
  subscriptions: z.number().int(),
  consents: z.number().int(),
  comments: z.number().int(),
  mails: z.number().int(),
  other_mentions: z.number().int(),
});
export type EraseResult = z.infer<typeof eraseResultSchema>;

/** The export is one JSON document; its sections are described in src/server/privacy/export-person-data.ts. */
export const personExportSchema = z.record(z.string(), z.unknown());
