import "server-only";
import { z } from "zod";
import { listDeliveries } from "../../agency-webhooks/list-deliveries";
import { retryDelivery } from "../../agency-webhooks/retry-delivery";
import { idParam } from "@/shared/input";
import { webhookDeliveriesQuery, webhookDeliverySchema } from "@/shared/agency-webhooks";
import { localeOf } from "../answer-locale";
import { idParams, listOf, route } from "../route";

const tag = "agencies";

export function agencyWebhookRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/agencies/:id/webhook-deliveries",
        summary:
          "An agency's webhook delivery log, newest first: event, status (pending, sending, delivered, failed), attempts, next try, last answer code",
        tag,
        access: "admin",
        params: idParams,
        query: webhookDeliveriesQuery,
        errors: [404],
        response: listOf(webhookDeliverySchema),
      },
      ({ c, deps, params, query }) => listDeliveries(deps.db, params.id, query, localeOf(c)),
    ),
    route(
      {
        method: "post",
        path: "/admin/agencies/:id/webhook-deliveries/:delivery/retry",
        summary:
          "Send a failed (or waiting) event again now, with a fresh count of attempts (409 while sending or when delivered)",
        tag,
        access: "admin",
        params: z.object({ id: idParam(), delivery: idParam() }),
        errors: [404, 409],
        response: z.object({ id: z.number().int() }),
      },
      ({ deps, params }) => retryDelivery(deps.db, params.id, params.delivery),
    ),
  ];
}
