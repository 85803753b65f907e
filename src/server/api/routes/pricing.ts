import "server-only";
import { z } from "zod";
import { idParam } from "@/shared/input";
import { createDiscount, deleteDiscount, updateDiscount } from "../../pricing/discounts/save-discount";
import { listDiscounts } from "../../pricing/discounts/list-discounts";
import { listBoatExtras } from "../../pricing/extras/list-boat-extras";
import { listPublicExtras } from "../../pricing/extras/list-public-extras";
import { replaceBoatExtras } from "../../pricing/extras/replace-boat-extras";
import {
  boatExtraSchema,
  createDiscountBody,
  discountSchema,
  extraIdSchema,
  listDiscountsQuery,
  publicExtraSchema,
  replaceExtrasBody,
  updateDiscountBody,
} from "../../pricing/schemas";
import { addReservationLine } from "../../reservations/lines/add-reservation-line";
import { removeReservationLine } from "../../reservations/lines/remove-reservation-line";
import { reservationDetailSchema } from "../../reservations/schemas";
import { idParams, listOf, route } from "../route";

const tag = "extras and discounts";
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const lineParams = z.object({ id: idParam(), lineId: idParam() });

/** Extras of boats, discounts, and the extra lines staff add to or remove from a reservation (issue 15). */
export function pricingRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/boats/:slug/extras",
        summary:
          "An active boat's extras in order: name, unit (booking|day|person|person_day|charter_percent), amount (minor units, or the percent for charter_percent), currency, obligatory, payable (booking|base)",
        tag,
        access: "public",
        params: slugParams,
        response: z.array(publicExtraSchema),
      },
      ({ deps, params }) => listPublicExtras(deps.db, params.slug),
    ),
    route(
      {
        method: "get",
        path: "/admin/boats/:id/extras",
        summary: "A boat's extras in order (ADMIN: any boat; OWNER: own boats)",
        tag,
        access: "staff",
        params: idParams,
        response: z.array(boatExtraSchema),
      },
      ({ deps, user, params }) => listBoatExtras(deps.db, user, params.id),
    ),
    route(
      {
        method: "put",
        path: "/admin/boats/:id/extras",
        summary:
          "Replace a boat's extras with the whole list in one transaction: items with id update, without id are added, missing ones are deleted; the list order is kept (ADMIN: any boat; OWNER: own boats)",
        tag,
        access: "staff",
        errors: [422],
        params: idParams,
        body: replaceExtrasBody,
        response: z.array(boatExtraSchema),
      },
      ({ deps, user, params, body }) => replaceBoatExtras(deps.db, user, params.id, body),
    ),
    route(
      {
        method: "get",
        path: "/admin/discounts",
        summary:
          "Discounts (early_booking, last_minute, long_stay), newest first; boat_id narrows to one boat. ADMIN: all, incl. global ones (boat null); OWNER: own boats' only",
        tag,
        access: "staff",
        query: listDiscountsQuery,
        response: listOf(discountSchema),
      },
      ({ deps, user, query }) => listDiscounts(deps.db, user, query),
    ),
    route(
      {
        method: "post",
        path: "/admin/discounts",
        summary:
          "Add a discount for one boat (boat_id) or every boat (boat_id null, ADMIN only): kind, percent 1–90, threshold_days, validity [valid_from, valid_to] of the stay's start date, active",
        tag,
        access: "staff",
        body: createDiscountBody,
        response: discountSchema,
        status: 201,
      },
      ({ deps, user, body }) => createDiscount(deps.db, user, body),
    ),
    route(
      {
        method: "put",
        path: "/admin/discounts/:id",
        summary: "Replace a discount's fields (reservations keep the lines they froze)",
        tag,
        access: "staff",
        params: idParams,
        body: updateDiscountBody,
        response: discountSchema,
      },
      ({ deps, user, params, body }) => updateDiscount(deps.db, user, params.id, body),
    ),
    route(
      {
        method: "delete",
        path: "/admin/discounts/:id",
        summary: "Delete a discount (reservations keep the lines they froze)",
        tag,
        access: "staff",
        params: idParams,
        response: z.object({ id: z.number().int() }),
      },
      ({ deps, user, params }) => deleteDiscount(deps.db, user, params.id),
    ),
    route(
      {
        method: "post",
        path: "/admin/reservations/:id/lines",
        summary:
          "Add one of the boat's extras to a reservation at today's price; total, deposit and due_at_base follow. 409 on a cancelled, expired or completed reservation or an extra already on it",
        tag,
        access: "staff",
        errors: [422],
        params: idParams,
        body: z.object({ extra_id: extraIdSchema }),
        response: reservationDetailSchema,
        status: 201,
      },
      ({ deps, user, params, body }) => addReservationLine(deps.db, user, params.id, body.extra_id),
    ),
    route(
      {
        method: "delete",
        path: "/admin/reservations/:id/lines/:lineId",
        summary:
          "Remove an extra line from a reservation (not the charter or discount line); total, deposit and due_at_base follow. 409 on a cancelled, expired or completed reservation",
        tag,
        access: "staff",
        errors: [422],
        params: lineParams,
        response: reservationDetailSchema,
      },
      ({ deps, user, params }) => removeReservationLine(deps.db, user, params.id, params.lineId),
    ),
  ];
}
