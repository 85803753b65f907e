import "server-only";
import { z } from "zod";
import { clock } from "../../../lib/clock";
import type { Limit } from "../../rate-limits/limit";
import { takeAttempt } from "../../rate-limits/throttle";
import { recordVitals } from "../../vitals/record-vitals";
import { vitalsSummary } from "../../vitals/vitals-summary";
import { vitalsBeaconBody, vitalsSummarySchema } from "@/shared/web-vitals";
import { clientIp } from "../client-ip";
import { route } from "../route";

const tag = "vitals";

/** A browser sends one beacon per page view (hard load or soft navigation); a busy visitor sees a few a minute. */
export const VITALS_LIMIT: Limit = { name: "vitals-address", max: 120, windowMs: 10 * 60 * 1000 };

export function vitalsRoutes() {
  return [
    route(
      {
        method: "post",
        path: "/vitals",
        summary: `A page view's Core Web Vitals from the site's sampled beacon: the page's route pattern, whether it was a hard load (LCP, INP, CLS, TTFB) or a soft navigation (NAV, LCP, INP, CLS), and the values, nothing about the visitor (${VITALS_LIMIT.max} per 10 minutes per address)`,
        tag,
        access: "public",
        errors: [429],
        body: vitalsBeaconBody,
        response: z.object({ received: z.literal(true) }),
      },
      async ({ c, deps, body }) => {
        await takeAttempt(deps, [{ limit: VITALS_LIMIT, subject: clientIp(c, deps.config.trustProxy) }]);
        return recordVitals(deps.db, body, deps.now?.() ?? clock.now());
      },
    ),
    route(
      {
        method: "get",
        path: "/admin/vitals",
        summary:
          "Visitors' Core Web Vitals per page and kind of view (hard load or soft navigation): the 75th percentile of each metric over the last 7 and 28 days, and the daily 75th percentiles of the last 28 days",
        tag,
        access: "admin",
        response: vitalsSummarySchema,
      },
      ({ deps }) => vitalsSummary(deps.db, deps.now?.() ?? clock.now()),
    ),
  ];
}
