import "server-only";
import { z } from "zod";
import { countDashboardBadges } from "../../dashboard/count-dashboard-badges";
import { listFormOptions } from "../../dashboard/list-form-options";
import { route } from "../route";

const tag = "dashboard";
const option = z.object({ id: z.number().int(), name: z.string() });

export function dashboardRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/counts",
        summary:
          "Side-menu badges, each the caller's own: website reservations they have not opened and messages they have not read, open guest requests, flagged card payments still to look at and reservations with an overdue balance (OWNER: own boats only)",
        tag,
        access: "staff",
        response: z.object({
          reservationCount: z.number().int(),
          contactCount: z.number().int(),
          requestCount: z.number().int(),
          attentionCount: z.number().int(),
          overdueBalanceCount: z.number().int(),
        }),
      },
      ({ deps, user }) => countDashboardBadges(deps.db, user, deps.now?.()),
    ),
    route(
      {
        method: "get",
        path: "/admin/other",
        summary:
          "Id + name lists for the dashboard forms: boat types, marinas, districts, owners (an OWNER gets only themselves as owner)",
        tag,
        access: "staff",
        response: z.object({
          boatTypes: z.array(option),
          marinas: z.array(option.extend({ district_id: z.number().int(), popular: z.boolean() })),
          districts: z.array(option.extend({ town: z.string() })),
          owners: z.array(option.extend({ role: z.enum(["ADMIN", "OWNER"]) })),
        }),
      },
      ({ deps, user }) => listFormOptions(deps.db, user),
    ),
  ];
}
