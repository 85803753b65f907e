import "server-only";
import { z } from "zod";
import { countUnreadContactMessages } from "../../contact-messages/count-unread-contact-messages";
import { listContactMessages } from "../../contact-messages/list-contact-messages";
import { readContactMessage } from "../../contact-messages/read-contact-message";
import { contactMessageSchema, contactMessagesQuery } from "../../contact-messages/schemas";
import { idParams, listOf, route } from "../route";

const tag = "contact messages";

export function contactMessageRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/contact/messages",
        summary: "List contact messages (page size 10; unread first unless order=newest; filter read=true|false)",
        tag,
        access: "admin",
        query: contactMessagesQuery,
        response: listOf(contactMessageSchema),
      },
      ({ deps, query }) => listContactMessages(deps.db, query),
    ),
    route(
      {
        method: "get",
        path: "/admin/contact/messages/:id",
        summary: "One contact message; opening it marks it read",
        tag,
        access: "admin",
        params: idParams,
        response: contactMessageSchema,
      },
      ({ deps, params }) => readContactMessage(deps.db, params.id),
    ),
    route(
      {
        method: "get",
        path: "/admin/unreadcount",
        summary: "How many contact messages are unread",
        tag,
        access: "admin",
        response: z.object({ count: z.number().int() }),
      },
      async ({ deps }) => ({ count: await countUnreadContactMessages(deps.db) }),
    ),
  ];
}
