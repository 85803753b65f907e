import "server-only";
import { z } from "zod";
import { archiveContactMessage } from "../../contact-messages/archive-contact-message";
import { countUnreadContactMessages } from "../../contact-messages/count-unread-contact-messages";
import { listContactMessages } from "../../contact-messages/list-contact-messages";
import { markContactMessage } from "../../contact-messages/mark-contact-message";
import { readContactMessage } from "../../contact-messages/read-contact-message";
import { replyToContactMessage } from "../../contact-messages/reply-to-contact-message";
import {
  archiveBody,
  contactMessageSchema,
  contactMessagesQuery,
  contactReplyBody,
  contactReplySchema,
  contactThreadSchema,
  readMarkBody,
} from "../../contact-messages/schemas";
import { idParams, listOf, route } from "../route";

const tag = "contact messages";

/**
 * The inbox: contact messages (ADMIN) and sale enquiries (ADMIN, and an OWNER for their own boats). Read marks
 * are each staff member's own; archive is shared.
 */
export function contactMessageRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/contact/messages",
        summary:
          "The inbox (page size 10): box all|unread|archived, type contact|sale, read=true|false for the caller; unread first unless order=newest. OWNER: sale enquiries about own boats only",
        tag,
        access: "staff",
        query: contactMessagesQuery,
        response: listOf(contactMessageSchema),
      },
      ({ deps, user, query }) => listContactMessages(deps.db, user, query),
    ),
    route(
      {
        method: "get",
        path: "/admin/contact/messages/:id",
        summary: "One message with its thread of replies; opening it marks it read for the caller only",
        tag,
        access: "staff",
        params: idParams,
        response: contactThreadSchema,
      },
      ({ deps, user, params }) => readContactMessage(deps.db, user, params.id),
    ),
    route(
      {
        method: "put",
        path: "/admin/contact/messages/:id/read",
        summary: "Mark a message read or unread for the caller only",
        tag,
        access: "staff",
        params: idParams,
        body: readMarkBody,
        response: contactMessageSchema,
      },
      ({ deps, user, params, body }) => markContactMessage(deps.db, user, params.id, body.read),
    ),
    route(
      {
        method: "put",
        path: "/admin/contact/messages/:id/archive",
        summary: "Archive (archived=true) or restore a message, for every staff member",
        tag,
        access: "staff",
        params: idParams,
        body: archiveBody,
        response: contactMessageSchema,
      },
      ({ deps, user, params, body }) => archiveContactMessage(deps.db, user, params.id, body.archived, deps.now?.()),
    ),
    route(
      {
        method: "post",
        path: "/admin/contact/messages/:id/replies",
        summary:
          "Reply by mail: keeps the reply on the thread and queues the mail (Re: subject, original quoted) in the same transaction; 422 for an anonymised message",
        tag,
        access: "staff",
        params: idParams,
        body: contactReplyBody,
        response: contactReplySchema,
        status: 201,
        errors: [422],
      },
      ({ deps, user, params, body }) => replyToContactMessage(deps.db, user, params.id, body.text),
    ),
    route(
      {
        method: "get",
        path: "/admin/unreadcount",
        summary: "How many messages in the caller's scope are unread by them (archived ones aside)",
        tag,
        access: "staff",
        response: z.object({ count: z.number().int() }),
      },
      async ({ deps, user }) => ({ count: await countUnreadContactMessages(deps.db, user) }),
    ),
  ];
}
