import "server-only";
import { z } from "zod";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@/shared/agency-webhooks";
import { SIGNATURE_HEADER, SIGNATURE_TOLERANCE_S } from "../agency-webhooks/sign-webhook";
import { WEBHOOK_TIMEOUT_MS } from "../agency-webhooks/webhook-timing";
import { partnerReservationSchema } from "../partner/schemas";

const when: Record<WebhookEventType, string> = {
  "option.created": "An option was placed (or staff reopened a cancelled one)",
  "option.confirmed": "The option became a booking (you confirmed it, or the deposit arrived)",
  "option.expired": "The option ran out before it was confirmed; the dates are free again",
  "option.cancelled": "The option or booking was released by you or cancelled by staff",
  "option.dates_changed": "Staff moved the dates",
};

const signature = {
  name: SIGNATURE_HEADER,
  in: "header",
  required: true,
  description: `\`t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>\`, with your agency's webhook secret as key. Check it on the raw bytes and refuse a \`t\` more than ${SIGNATURE_TOLERANCE_S} seconds from your clock.`,
  schema: { type: "string", pattern: "^t=\\d+,v1=[0-9a-f]{64}$" },
};

/** The event Liman POSTs (agency-webhooks/deliver-due-webhooks.ts `webhookBody`): `{ id, type, created_at, data }`. */
const eventSchema = (type: WebhookEventType) => ({
  type: "object",
  properties: {
    id: { type: "string", description: "The event's id (evt_…): the same on every attempt; skip one you processed" },
    type: { type: "string", const: type },
    created_at: { type: "string", format: "date-time", description: "When the change happened" },
    data: {
      $ref: "#/components/schemas/PartnerReservation",
      description: "The reservation as GET /v1/partner/reservations/{id} shows it, right after the change",
    },
  },
  required: ["id", "type", "created_at", "data"],
});

const operation = (type: WebhookEventType) => ({
  post: {
    operationId: `webhook${type
      .split(/[._]/)
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join("")}`,
    summary: when[type],
    description: `POSTed to your agency's webhook URL. Answer any 2xx within ${WEBHOOK_TIMEOUT_MS / 1000} seconds; anything else is retried with backoff for about a day. Delivery is at least once.`,
    tags: ["webhooks"],
    security: [],
    parameters: [signature],
    requestBody: { required: true, content: { "application/json": { schema: eventSchema(type) } } },
    responses: {
      "200": { description: "Received (any 2xx; its body is ignored)" },
      "400": { description: "Not accepted (e.g. a bad signature): Liman tries again later" },
    },
  },
});

/** The partner document's OpenAPI 3.1 `webhooks` and the schema they refer to. */
export const partnerWebhooks = {
  webhooks: Object.fromEntries(WEBHOOK_EVENT_TYPES.map((type) => [type, operation(type)])),
  schemas: {
    PartnerReservation: (({ $schema: _ignored, ...rest }) => rest)(
      z.toJSONSchema(partnerReservationSchema, { io: "output" }) as Record<string, unknown>,
    ),
  },
};
