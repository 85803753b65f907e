import "server-only";
import { clock } from "../../../lib/clock";
import { cancellationReport } from "../../reports/cancellation-report";
import { homeFigures } from "../../reports/home-figures";
import { leadTimeReport } from "../../reports/lead-time-report";
import { occupancyReport } from "../../reports/occupancy-report";
import { reportCsv } from "../../reports/report-csv";
import { revenueReport } from "../../reports/revenue-report";
import {
  cancellationReportSchema,
  homeFiguresSchema,
  leadTimeReportSchema,
  occupancyReportSchema,
  reportCsvParams,
  reportQuery,
  revenueReportSchema,
  topBoatsReportSchema,
} from "../../reports/schemas";
import { topBoatsReport } from "../../reports/top-boats-report";
import { csvExport } from "../download";
import { route } from "../route";

const tag = "reports";
const scoped = " (months `from`..`to`, default this year; optional `boat_id`; an OWNER sees only their own boats)";

export function reportRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/reports/home",
        summary:
          "Dashboard home figures over all data: today's and the week's check-ins/outs, the month's occupancy per day and revenue per currency (OWNER: own boats)",
        tag,
        access: "staff",
        response: homeFiguresSchema,
      },
      ({ deps, user }) => homeFigures(deps.db, user, deps.now?.() ?? clock.now()),
    ),
    route(
      {
        method: "get",
        path: "/admin/reports/occupancy",
        summary: `Occupancy % per boat per month${scoped}`,
        tag,
        access: "staff",
        query: reportQuery,
        response: occupancyReportSchema,
      },
      ({ deps, user, query }) => occupancyReport(deps.db, user, query, deps.now?.() ?? clock.now()),
    ),
    route(
      {
        method: "get",
        path: "/admin/reports/revenue",
        summary: `Revenue in TL per check-in month, boat and source${scoped}`,
        tag,
        access: "staff",
        query: reportQuery,
        response: revenueReportSchema,
      },
      ({ deps, user, query }) => revenueReport(deps.db, user, query, deps.now?.() ?? clock.now()),
    ),
    route(
      {
        method: "get",
        path: "/admin/reports/lead-time",
        summary: `Booking lead time in buckets${scoped}`,
        tag,
        access: "staff",
        query: reportQuery,
        response: leadTimeReportSchema,
      },
      ({ deps, user, query }) => leadTimeReport(deps.db, user, query, deps.now?.() ?? clock.now()),
    ),
    route(
      {
        method: "get",
        path: "/admin/reports/cancellations",
        summary: `Cancellation rate per check-in month${scoped}`,
        tag,
        access: "staff",
        query: reportQuery,
        response: cancellationReportSchema,
      },
      ({ deps, user, query }) => cancellationReport(deps.db, user, query, deps.now?.() ?? clock.now()),
    ),
    route(
      {
        method: "get",
        path: "/admin/reports/top-boats",
        summary: `Top ten boats by revenue and by nights${scoped}`,
        tag,
        access: "staff",
        query: reportQuery,
        response: topBoatsReportSchema,
      },
      ({ deps, user, query }) => topBoatsReport(deps.db, user, query, deps.now?.() ?? clock.now()),
    ),
    route(
      {
        method: "get",
        path: "/admin/reports/:report/csv",
        summary: `One report as a CSV download with Turkish headers (UTF-8 with BOM)${scoped}`,
        tag,
        access: "staff",
        params: reportCsvParams,
        query: reportQuery,
        produces: "text/csv",
      },
      async ({ c, deps, user, params, query }) => {
        const now = deps.now?.() ?? clock.now();
        const csv = await reportCsv(deps.db, user, params.report, query, now);
        return csvExport(c, csv, `rapor-${params.report}`, now);
      },
    ),
  ];
}
