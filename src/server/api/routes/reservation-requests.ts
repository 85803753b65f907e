import "server-only";
import { createGuestRequest } from "../../reservation-requests/create-guest-request";
import { decideRequest } from "../../reservation-requests/decide-request";
import { getGuestRequestsView } from "../../reservation-requests/get-guest-requests-view";
import { listReservationRequests } from "../../reservation-requests/list-reservation-requests";
import { listRequests } from "../../reservation-requests/list-requests";
import {
  createGuestRequestBody,
  decideRequestBody,
  guestRequestQuery,
  guestRequestsViewSchema,
  listRequestsQuery,
  staffRequestSchema,
} from "../../reservation-requests/schemas";
import { asGuest } from "../as-guest";
import { idParams, listOf, route } from "../route";
import { localeOf } from "../answer-locale";

const tag = "reservation-requests";

/** Guest cancellation and change requests (issue 15 item 5): /enquire and the staff decision. */
export function reservationRequestRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/reservations/requests",
        summary:
          "The visitor's reservation by code and e-mail: what cancelling costs today (the settings' tiers), the terms, whether a request can be sent, the open and the last decided request. Wrong code or e-mail → 404",
        tag,
        access: "public",
        errors: [404, 429],
        query: guestRequestQuery,
        response: guestRequestsViewSchema,
      },
      ({ c, deps, query }) => asGuest(c, deps, () => getGuestRequestsView(deps.db, query, undefined, localeOf(c))),
    ),
    route(
      {
        method: "post",
        path: "/reservations/requests",
        summary:
          "The visitor (code + e-mail) asks to cancel, or to change dates and/or guests, with a message: option or confirmed reservations before check-in only (422), one open request at a time (409); a cancellation stores today's cost; staff are mailed",
        tag,
        access: "public",
        errors: [404, 409, 422, 429],
        body: createGuestRequestBody,
        response: guestRequestsViewSchema,
        status: 201,
      },
      ({ c, deps, body }) => asGuest(c, deps, () => createGuestRequest(deps.db, body, undefined, localeOf(c))),
    ),
    route(
      {
        method: "get",
        path: "/admin/reservation-requests",
        summary:
          "Guest requests across reservations, open ones by default (oldest first, at most 200); OWNER: own boats",
        tag,
        access: "staff",
        query: listRequestsQuery,
        response: listOf(staffRequestSchema),
      },
      ({ deps, user, query }) => listRequests(deps.db, user, query),
    ),
    route(
      {
        method: "get",
        path: "/admin/reservations/:id/requests",
        summary: "The guest's cancellation and change requests of one reservation, newest first; OWNER: own boats",
        tag,
        access: "staff",
        params: idParams,
        response: listOf(staffRequestSchema),
      },
      ({ deps, user, params }) => listReservationRequests(deps.db, user, params.id),
    ),
    route(
      {
        method: "post",
        path: "/admin/reservation-requests/:id/decision",
        summary:
          "Approve or refuse an open request with a note (409 when decided). Approving a cancellation cancels the reservation (dates free again); approving a change only records it (staff edit the dates). The guest is mailed",
        tag,
        access: "staff",
        errors: [422],
        params: idParams,
        body: decideRequestBody,
        response: staffRequestSchema,
      },
      ({ deps, user, params, body }) => decideRequest(deps.db, user, params.id, body),
    ),
  ];
}
