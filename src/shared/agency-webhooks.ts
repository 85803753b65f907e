import { z } from "zod";
import { pageQuery } from "./input";

export const WEBHOOK_EVENT_TYPES = [
  "option.created",
  "option.confirmed",
  "option.expired",
  "option.cancelled",
  "option.dates_changed",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_STATUSES = ["pending", "sending", "delivered", "failed"] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

/** GET /v1/admin/agencies/:id/webhook-deliveries: newest first, 20 a page. */
export const webhookDeliveriesQuery = pageQuery(20);

/** One event of the agency's delivery log. */
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event_id: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  reservation_code: z.string().nullable(),
  status: z.enum(WEBHOOK_STATUSES),
  attempts: z.number().int(),
  /** When the next attempt is due (only while pending). */
  next_attempt_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  /** The HTTP status of the last answer; null when none came. */
  last_status_code: z.number().int().nullable(),
  /** Why the last attempt failed, in the request's language. */
  last_error: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
