import "server-only";
import { z } from "zod";
import { createBoatDate } from "../../boats/closings/create-boat-date";
import { deleteBoatDate } from "../../boats/closings/delete-boat-date";
import { boatDateSchema, createDateBody, updateDateBody } from "../../boats/closings/schemas";
import { updateBoatDate } from "../../boats/closings/update-boat-date";
import { idParams, route } from "../route";

const tag = "boat dates";

export function boatDateRoutes() {
  return [
    route(
      {
        method: "post",
        path: "/admin/boats/date",
        summary:
          "Close a boat for [start_date, end_date) (end_date not included); overlapping any reservation or closing of the boat → 409",
        tag,
        access: "staff",
        body: createDateBody,
        response: boatDateSchema,
        status: 201,
      },
      ({ deps, user, body }) => createBoatDate(deps.db, user, body),
    ),
    route(
      {
        method: "put",
        path: "/admin/boats/date/:id",
        summary: "Move or annotate a manual closing (iCal-imported ones are changed at their source: 409)",
        tag,
        access: "staff",
        params: idParams,
        body: updateDateBody,
        response: boatDateSchema,
      },
      ({ deps, user, params, body }) => updateBoatDate(deps.db, user, params.id, body),
    ),
    route(
      {
        method: "delete",
        path: "/admin/boats/date/:id",
        summary: "Remove a closing (and the block it holds)",
        tag,
        access: "staff",
        params: idParams,
        response: z.object({ id: z.number().int() }),
      },
      ({ deps, user, params }) => deleteBoatDate(deps.db, user, params.id),
    ),
  ];
}
