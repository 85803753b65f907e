import "server-only";
import { z } from "zod";
import { archiveBoat } from "../../boats/records/archive-boat";
import { createBoat } from "../../boats/records/create-boat";
import { deleteBoat } from "../../boats/records/delete-boat";
import { restoreBoat } from "../../boats/records/restore-boat";
import { deleteBoatIcal } from "../../boats/ical/delete-boat-ical";
import { exportBoatsCsv } from "../../boats/csv/export-boats-csv";
import { getBoat } from "../../boats/records/get-boat";
import { listAllBoats } from "../../boats/records/list-all-boats";
import { listBoats } from "../../boats/records/list-boats";
import { listBoatsWithDates } from "../../boats/closings/list-boats-with-dates";
import { reorderBoats } from "../../boats/records/reorder-boats";
import {
  boatActivityBody,
  boatIdBody,
  boatListItemSchema,
  boatSchema,
  createBoatBody,
  forRentBody,
  forSaleBody,
  listBoatsQuery,
  reorderBody,
  setBoatOfMonthBody,
  setPopularBody,
  updateBoatBody,
} from "../../boats/records/schemas";
import { boatsWithDatesQuery, boatWithDatesSchema } from "../../boats/closings/schemas";
import { boatDetailSchema } from "../../boats/records/detail-schema";
import { type BoatFlag, setBoatFlag } from "../../boats/records/set-boat-flag";
import { setBoatOfMonth } from "../../boats/records/set-boat-of-month";
import { updateBoat } from "../../boats/records/update-boat";
import { csvExport } from "../download";
import { idParams, listOf, route } from "../route";
import { clock } from "../../../lib/clock";

const tag = "boats";

/** PATCH /admin/boats/<name>: `{ boat_id, <field>: true | false }` sets one of the boat's flags (rules in setBoatFlag). */
function boatFlagRoute<F extends string>(
  name: string,
  summary: string,
  access: "staff" | "admin",
  body: z.ZodType<{ boat_id: number } & { [K in F]: boolean }>,
  field: F,
  flag: BoatFlag,
) {
  return route(
    { method: "patch", path: `/admin/boats/${name}`, summary, tag, access, body, response: boatSchema },
    ({ deps, user, body }) => setBoatFlag(deps.db, user, body.boat_id, flag, body[field]),
  );
}

/**
 * Staff boat calls (spec §7 Boats, Prices, Dates, Images, Comments). Access "staff": an OWNER sees and changes only
 * their own boats (another owner's record by id → 404); popular, boat of the month and order are ADMIN-only (403).
 */
export function boatRoutes() {
  return [
    // Fixed paths before /admin/boats/:id.
    route(
      {
        method: "get",
        path: "/admin/boats/all",
        summary: "id + name of every boat you may see, by name (for pickers)",
        tag,
        access: "staff",
        response: z.array(z.object({ id: z.number().int(), name: z.string(), active: z.boolean() })),
      },
      ({ deps, user }) => listAllBoats(deps.db, user),
    ),
    route(
      {
        method: "get",
        path: "/admin/boats/csv",
        summary:
          "Every boat you may see as a CSV download (UTF-8 with BOM, header row, `;` separated, decimal commas: opens in Excel with Turkish letters)",
        tag,
        access: "staff",
        produces: "text/csv",
      },
      async ({ c, deps, user }) => {
        const csv = await exportBoatsCsv(deps.db, user);
        return csvExport(c, csv, "tekneler", clock.now());
      },
    ),
    route(
      {
        method: "get",
        path: "/admin/boats/withdates",
        summary:
          "Boats you may see with their blocked intervals [start_date, end_date) (reservations, closings, iCal imports) ending after `from` (default today)",
        tag,
        access: "staff",
        query: boatsWithDatesQuery,
        response: z.array(boatWithDatesSchema),
      },
      ({ deps, user, query }) => listBoatsWithDates(deps.db, user, query),
    ),
    route(
      {
        method: "get",
        path: "/admin/boats",
        summary:
          "List boats (20 a page). order: boat_desc (default, newest), boat_asc, name_asc, name_desc, sort_order (public order), popular (popular first); filters id, popular, search (name)",
        tag,
        access: "staff",
        query: listBoatsQuery,
        response: listOf(boatListItemSchema),
      },
      ({ deps, user, query }) => listBoats(deps.db, user, query),
    ),
    route(
      {
        method: "get",
        path: "/admin/boats/:id",
        summary: "One boat with its price periods, closings, images (with URLs) and comments",
        tag,
        access: "staff",
        params: idParams,
        response: boatDetailSchema,
      },
      ({ deps, user, params }) => getBoat(deps.db, user, params.id),
    ),
    route(
      {
        method: "post",
        path: "/admin/boats",
        summary:
          "Create a boat (slug from the Turkish name, unique). An OWNER's boat is their own and starts inactive until an ADMIN publishes it; owner_id, popular, sort_order and active are ADMIN-only",
        tag,
        access: "staff",
        body: createBoatBody,
        response: boatDetailSchema,
        status: 201,
      },
      ({ deps, user, body }) => createBoat(deps.db, user, body),
    ),
    route(
      {
        method: "put",
        path: "/admin/boats/:id",
        summary:
          "Update a boat: any subset of its fields (incl. ical_url); the slug stays on rename unless regenerate_slug. ADMIN-only fields may be sent by an OWNER only unchanged (active: only false)",
        tag,
        access: "staff",
        params: idParams,
        body: updateBoatBody,
        response: boatDetailSchema,
      },
      ({ deps, user, params, body }) => updateBoat(deps.db, user, params.id, body),
    ),
    boatFlagRoute("forrent", "Offer a boat for rent or not", "staff", forRentBody, "for_rent", "forRent"),
    boatFlagRoute("forsale", "Offer a boat for sale or not", "staff", forSaleBody, "for_sale", "forSale"),
    boatFlagRoute(
      "activity",
      "Put a boat on the site (ADMIN only) or take it off (ADMIN or its OWNER); taking it off also ends its boat-of-the-month status",
      "staff",
      boatActivityBody,
      "active",
      "active",
    ),
    boatFlagRoute(
      "setpopular",
      "Mark a boat popular or not (ADMIN only)",
      "admin",
      setPopularBody,
      "popular",
      "popular",
    ),
    route(
      {
        method: "patch",
        path: "/admin/boats/setboatofmonth",
        summary:
          "Make a boat the one boat of the month, clearing the previous one in the same transaction (ADMIN only); boat_of_month: false clears it",
        tag,
        access: "admin",
        body: setBoatOfMonthBody,
        response: boatSchema,
      },
      ({ deps, user, body }) => setBoatOfMonth(deps.db, user, body.boat_id, body.boat_of_month ?? true),
    ),
    route(
      {
        method: "patch",
        path: "/admin/boats/order",
        summary:
          "Reorder boats at once (ADMIN only): [{ id, sort_order }] or the ids in their new order; all or nothing",
        tag,
        access: "admin",
        body: reorderBody,
        response: z.array(z.object({ id: z.number().int(), sort_order: z.number().int() })),
      },
      ({ deps, user, body }) => reorderBoats(deps.db, user, body),
    ),
    route(
      {
        method: "patch",
        path: "/admin/boats/deleteical",
        summary:
          "Disconnect a boat's iCal feed: clears ical_url and removes the closings imported from it (with their blocks)",
        tag,
        access: "staff",
        body: boatIdBody,
        response: z.object({ boat_id: z.number().int(), removed_dates: z.number().int() }),
      },
      ({ deps, user, body }) => deleteBoatIcal(deps.db, user, body.boat_id),
    ),
    route(
      {
        method: "patch",
        path: "/admin/boats/archive",
        summary:
          "Archive a boat: off the site, the search and the default lists at once (active false), its reservations and history kept; restore brings it back",
        tag,
        access: "staff",
        body: boatIdBody,
        response: boatSchema,
      },
      ({ deps, user, body }) => archiveBoat(deps.db, user, body.boat_id),
    ),
    route(
      {
        method: "patch",
        path: "/admin/boats/restore",
        summary:
          "Take a boat out of the archive: restored by an ADMIN it is on the site again; by its OWNER it waits for an ADMIN to publish it",
        tag,
        access: "staff",
        body: boatIdBody,
        response: boatSchema,
      },
      ({ deps, user, body }) => restoreBoat(deps.db, user, body.boat_id),
    ),
    route(
      {
        method: "delete",
        path: "/admin/boats/:id",
        summary:
          "Delete a boat that has no reservations (409 otherwise; archive it instead), with its prices, closings, images and comments (ADMIN only)",
        tag,
        access: "admin",
        params: idParams,
        response: z.object({ id: z.number().int() }),
      },
      ({ deps, user, params }) => deleteBoat(deps.db, deps.storage, user, params.id),
    ),
  ];
}
