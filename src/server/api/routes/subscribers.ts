import "server-only";
import { z } from "zod";
import { deleteSubscriber } from "../../subscribers/delete-subscriber";
import { listSubscribers } from "../../subscribers/list-subscribers";
import { subscriberSchema } from "../../subscribers/schemas";
import { subscribersCsv } from "../../subscribers/subscribers-csv";
import { csvExport } from "../download";
import { idParams, listOf, pageQuery, route } from "../route";
import { clock } from "../../../lib/clock";

const tag = "subscribers";

export function subscriberRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/subscriber",
        summary: "List newsletter subscribers, newest first (page size 50)",
        tag,
        access: "admin",
        query: pageQuery(50),
        response: listOf(subscriberSchema),
      },
      ({ deps, query }) => listSubscribers(deps.db, query),
    ),
    route(
      {
        method: "get",
        path: "/admin/subscriber/csv",
        summary: "Every subscriber as a CSV download (UTF-8 with BOM for Excel, header row)",
        tag,
        access: "admin",
        produces: "text/csv",
      },
      async ({ c, deps }) => {
        const csv = await subscribersCsv(deps.db);
        return csvExport(c, csv, "aboneler", clock.now());
      },
    ),
    route(
      {
        method: "delete",
        path: "/admin/subscriber/:id",
        summary: "Remove a subscriber",
        tag,
        access: "admin",
        params: idParams,
        response: z.object({ id: z.number().int() }),
      },
      ({ deps, params }) => deleteSubscriber(deps.db, params.id),
    ),
  ];
}
