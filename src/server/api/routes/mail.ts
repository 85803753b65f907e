import "server-only";
import { getOutboxMail } from "../../mail/get-outbox-mail";
import { listOutbox } from "../../mail/list-outbox";
import { previewMail } from "../../mail/preview-mail";
import { resendOutboxMail } from "../../mail/resend-outbox-mail";
import {
  mailPreviewBody,
  mailPreviewSchema,
  outboxItemSchema,
  outboxMailSchema,
  outboxQuery,
  queuedMailSchema,
  reservationIdBody,
} from "../../mail/schemas";
import { sendReservationMail } from "../../mail/send-reservation-mail";
import { idParams, listOf, route } from "../route";

const tag = "mail";

export function mailRoutes() {
  return [
    route(
      {
        method: "post",
        path: "/admin/sendbank",
        summary: "Queue the bank-details mail (accounts and amounts due) to a reservation's customer",
        tag,
        access: "staff",
        body: reservationIdBody,
        response: queuedMailSchema,
      },
      ({ deps, user, body }) => sendReservationMail(deps.db, user, body.reservation_id, "bank_details"),
    ),
    route(
      {
        method: "post",
        path: "/admin/sendconfirm",
        summary: "Queue the confirmation mail to a confirmed reservation's customer",
        tag,
        access: "staff",
        body: reservationIdBody,
        response: queuedMailSchema,
      },
      ({ deps, user, body }) => sendReservationMail(deps.db, user, body.reservation_id, "reservation_confirmed"),
    ),
    route(
      {
        method: "post",
        path: "/admin/mail/preview",
        summary: "A template rendered for one reservation (subject + HTML), nothing queued",
        tag,
        access: "staff",
        body: mailPreviewBody,
        response: mailPreviewSchema,
      },
      ({ deps, user, body }) => previewMail(deps.db, user, body),
    ),
    route(
      {
        method: "get",
        path: "/admin/mail/outbox",
        summary: "The mail outbox, newest first (filter by status or reservation)",
        tag,
        access: "admin",
        query: outboxQuery,
        response: listOf(outboxItemSchema),
      },
      ({ deps, query }) => listOutbox(deps.db, query),
    ),
    route(
      {
        method: "get",
        path: "/admin/mail/outbox/:id",
        summary: "One outbox mail with its HTML and text bodies",
        tag,
        access: "admin",
        params: idParams,
        response: outboxMailSchema,
      },
      ({ deps, params }) => getOutboxMail(deps.db, params.id),
    ),
    route(
      {
        method: "post",
        path: "/admin/mail/outbox/:id/resend",
        summary: "Queue an uncertain or failed mail again (staff checked the recipient did not get it)",
        tag,
        access: "admin",
        params: idParams,
        response: outboxItemSchema,
        errors: [404, 409],
      },
      ({ deps, params }) => resendOutboxMail(deps.db, params.id),
    ),
  ];
}
