import "server-only";
import { z } from "zod";
import { createFaqItem } from "../../faq/create-faq-item";
import { deleteFaqItem } from "../../faq/delete-faq-item";
import { listFaqItems } from "../../faq/list-faq-items";
import { faqBody, faqItemSchema } from "../../faq/schemas";
import { updateFaqItem } from "../../faq/update-faq-item";
import { idParams, listOf, route } from "../route";

const tag = "faq";

export function faqRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/faq",
        summary: "Every FAQ item, hidden ones included, in display order",
        tag,
        access: "admin",
        response: listOf(faqItemSchema),
      },
      ({ deps }) => listFaqItems(deps.db),
    ),
    route(
      {
        method: "post",
        path: "/admin/faq",
        summary: "Add a question (answer HTML sanitised); appended at the end unless sort_order is sent",
        tag,
        access: "admin",
        body: faqBody,
        response: faqItemSchema,
        status: 201,
      },
      ({ deps, body }) => createFaqItem(deps.db, body),
    ),
    route(
      {
        method: "put",
        path: "/admin/faq/:id",
        summary: "Edit a question",
        tag,
        access: "admin",
        params: idParams,
        body: faqBody,
        response: faqItemSchema,
      },
      ({ deps, params, body }) => updateFaqItem(deps.db, params.id, body),
    ),
    route(
      {
        method: "delete",
        path: "/admin/faq/:id",
        summary: "Delete a question",
        tag,
        access: "admin",
        params: idParams,
        response: z.object({ id: z.number().int() }),
      },
      ({ deps, params }) => deleteFaqItem(deps.db, params.id),
    ),
  ];
}
