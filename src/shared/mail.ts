import { z } from "zod";
import { idParam } from "@/shared/input";
import { pageQuery } from "@/shared/input";
import { msg } from "@/shared/messages/message-ref";

export const reservationIdBody = z.object({
  reservation_id: z
    .number({ error: msg("mail.reservation_required") })
    .int({ error: msg("mail.reservation_required") })
    .positive({ error: msg("mail.reservation_required") })
    .max(2_147_483_647, { error: msg("mail.reservation_required") }),
});

export const queuedMailSchema = z.object({ mail_id: z.number().int(), to: z.string() });

export const mailPreviewBody = reservationIdBody.extend({
  template_key: z
    .string({ error: msg("mail.template_required") })
    .trim()
    .min(1, { error: msg("mail.template_required") })
    .max(100, { error: msg("mail.template_unknown") }),
});

export const mailPreviewSchema = z.object({ to: z.string(), subject: z.string(), html: z.string() });

export const mailStatusSchema = z.enum(["queued", "sending", "sent", "failed", "uncertain"]);

export const outboxQuery = pageQuery(20).extend({
  status: mailStatusSchema.optional(),
  reservation_id: idParam().optional(),
});

export const outboxItemSchema = z.object({
  id: z.number().int(),
  to_address: z.string(),
  subject: z.string(),
  template_key: z.string().nullable(),
  reservation_id: z.number().int().nullable(),
  status: mailStatusSchema,
  attempts: z.number().int(),
  next_attempt_at: z.string(),
  last_error: z.string().nullable(),
  message_id: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});

export const outboxMailSchema = outboxItemSchema.extend({ html: z.string(), text: z.string() });
