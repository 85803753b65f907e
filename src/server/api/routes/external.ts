import { todayIn } from "../../../lib/dates";
import { cancelExternalClosing } from "../../external/cancel-external-closing";
import { createExternalClosing } from "../../external/create-external-closing";
import { getExternalClosing } from "../../external/get-external-closing";
import { listExternalClosings } from "../../external/list-external-closings";
import { createExternalBody, externalListQuery, externalSchema, updateExternalBody } from "../../external/schemas";
import { updateExternalClosing } from "../../external/update-external-closing";
import { getOccupancy } from "../../occupancy/get-occupancy";
import { occupancyQuery, occupancySchema } from "../../occupancy/schemas";
import { idParams, listOf, route } from "../route";
import { clock } from "../../../lib/clock";

const tag = "external";

export function externalRoutes() {
  const cancel = (method: "patch" | "put") =>
    route(
      {
        method,
        path: "/admin/external/:id/cancel",
        summary: "Cancel an external closing: its days are free again",
        tag,
        access: "staff",
        params: idParams,
        response: externalSchema,
      },
      ({ deps, user, params }) => cancelExternalClosing(deps.db, user, params.id),
    );
  return [
    route(
      {
        method: "get",
        path: "/admin/external",
        summary: "External (manual) closings: filter by status, boat, occupied range, creation day",
        tag,
        access: "staff",
        query: externalListQuery,
        response: listOf(externalSchema),
      },
      ({ deps, user, query }) => listExternalClosings(deps.db, user, query),
    ),
    route(
      {
        method: "get",
        path: "/admin/external/:id",
        summary: "One external closing",
        tag,
        access: "staff",
        params: idParams,
        response: externalSchema,
      },
      ({ deps, user, params }) => getExternalClosing(deps.db, user, params.id),
    ),
    route(
      {
        method: "post",
        path: "/admin/external",
        summary: "Close a boat's days manually (409 when they clash with another booking or closing)",
        tag,
        access: "staff",
        body: createExternalBody,
        response: externalSchema,
        status: 201,
      },
      ({ deps, user, body }) => createExternalClosing(deps.db, user, body),
    ),
    route(
      {
        method: "put",
        path: "/admin/external/:id",
        summary: "Change an active closing's dates, title and note",
        tag,
        access: "staff",
        params: idParams,
        body: updateExternalBody,
        response: externalSchema,
      },
      ({ deps, user, params, body }) => updateExternalClosing(deps.db, user, params.id, body),
    ),
    cancel("patch"),
    cancel("put"),
    route(
      {
        method: "get",
        path: "/admin/occupancy",
        summary:
          "A month's occupancy per boat and day (reservation, closing, boat date, iCal) with ids; without `month`, the current month in Türkiye",
        tag: "occupancy",
        access: "staff",
        query: occupancyQuery,
        response: occupancySchema,
      },
      ({ deps, user, query }) => {
        const now = deps.now?.() ?? clock.now();
        return getOccupancy(
          deps.db,
          user,
          { ...query, month: query.month ?? todayIn("Europe/Istanbul", now).slice(0, 7) },
          now,
        );
      },
    ),
  ];
}
