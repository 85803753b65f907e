import "server-only";
import { exportBoatCalendar } from "../../ical/export-boat-calendar";
import { previewBoatSync } from "../../ical/preview-boat-sync";
import { boatIdBody, slugParams, syncAnswerSchema } from "../../ical/schemas";
import { syncBoat } from "../../ical/sync-boat";
import { outboundPolicy } from "../../outbound/address-policy";
import { type ApiDeps, route } from "../route";

const tag = "ical";

/** The feed is fetched under this install's outbound policy (OUTBOUND_ALLOW_PRIVATE). */
const fetchOptions = (deps: ApiDeps) => ({ policy: deps.outboundPolicy ?? outboundPolicy(deps.config) });

export function icalRoutes() {
  return [
    route(
      {
        method: "post",
        path: "/admin/boats/date/sync/preview",
        summary: "Fetch the boat's iCal feed and show what a sync would add, remove and skip as conflicting",
        tag,
        access: "staff",
        errors: [422],
        body: boatIdBody,
        response: syncAnswerSchema,
      },
      ({ deps, user, body }) => previewBoatSync(deps.db, user, body.boat_id, fetchOptions(deps)),
    ),
    route(
      {
        method: "post",
        path: "/admin/boats/date/sync",
        summary: "Apply the boat's iCal feed now (our reservations and closings are never overwritten)",
        tag,
        access: "staff",
        errors: [422],
        body: boatIdBody,
        response: syncAnswerSchema,
      },
      ({ deps, user, body }) => syncBoat(deps.db, user, body.boat_id, fetchOptions(deps)),
    ),
    route(
      {
        method: "get",
        path: "/boats/:slug/calendar.ics",
        summary: "The boat's blocked days as an iCal feed of all-day events (no personal data)",
        tag,
        access: "public",
        params: slugParams,
        produces: "text/calendar",
      },
      async ({ c, deps, params }) => {
        const body = await exportBoatCalendar(
          deps.db,
          params.slug,
          new URL(deps.config.publicUrl).host,
          deps.jwtSecret,
        );
        return c.body(body, 200, {
          "content-type": "text/calendar; charset=utf-8",
          "content-disposition": `inline; filename="${params.slug.replace(/[^a-z0-9-]/gi, "")}.ics"`,
          "cache-control": "public, max-age=300",
        });
      },
    ),
  ];
}
