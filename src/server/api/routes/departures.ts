import "server-only";
import { clock } from "../../../lib/clock";
import { departuresPdf } from "../../departures/departures-pdf";
import { listDepartures } from "../../departures/list-departures";
import { departuresPageQuery, departuresQuery, departuresSchema } from "../../departures/schemas";
import { pdfDownload } from "../download";
import { route } from "../route";

const tag = "departures";

export function departureRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/departures",
        summary:
          "Check-ins and check-outs on a day (`day`, default today in Türkiye) or an ISO week (`week`, YYYY-Www) with balance due, extras due at the base and the passenger list state (OWNER: own boats); paged by skip/take (100 a page, at most 500), `total` rows in all",
        tag,
        access: "staff",
        query: departuresPageQuery,
        response: departuresSchema,
      },
      ({ deps, user, query }) => listDepartures(deps.db, user, query, deps.now?.() ?? clock.now()),
    ),
    route(
      {
        method: "get",
        path: "/admin/departures.pdf",
        summary:
          "The same list as an A4 landscape PDF download, every row of the day or week (Turkish letters embedded, page numbers)",
        tag,
        access: "staff",
        query: departuresQuery,
        produces: "application/pdf",
      },
      async ({ c, deps, user, query }) => {
        const list = await listDepartures(deps.db, user, query, deps.now?.() ?? clock.now());
        const name = `cikislar-donusler-${list.view === "week" ? list.week : list.from}.pdf`;
        return pdfDownload(c, await departuresPdf(deps.db, list), name);
      },
    ),
  ];
}
