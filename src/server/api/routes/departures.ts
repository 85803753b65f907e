import "server-only";
import { clock } from "../../../lib/clock";
import { listDepartures } from "../../departures/list-departures";
import { departuresQuery, departuresSchema } from "../../departures/schemas";
import { route } from "../route";

export function departureRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/departures",
        summary:
          "Check-ins and check-outs on a day (`day`, default today in Türkiye) or an ISO week (`week`, YYYY-Www) with balance due, extras due at the base and the passenger list state (OWNER: own boats)",
        tag: "departures",
        access: "staff",
        query: departuresQuery,
        response: departuresSchema,
      },
      ({ deps, user, query }) => listDepartures(deps.db, user, query, deps.now?.() ?? clock.now()),
    ),
  ];
}
