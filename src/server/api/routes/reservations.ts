import "server-only";
import { quoteBody, quoteSchema } from "../../pricing/schemas";
import { createStaffReservation } from "../../reservations/create-staff-reservation";
import { getReservationDetail } from "../../reservations/get-reservation-detail";
import { normaliseReservationCode } from "../../reservations/generate-code";
import { listReservations } from "../../reservations/list-reservations";
import { quoteStaffStay } from "../../reservations/quote-staff-stay";
import {
  createStaffReservationBody,
  listReservationsQuery,
  platoQuery,
  reservationDetailSchema,
  reservationListItemSchema,
  updateReservationBody,
} from "../../reservations/schemas";
import { updateReservation } from "../../reservations/update-reservation";
import { idParams, listOf, route } from "../route";

const tag = "reservations";

export function reservationRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/reservations",
        summary:
          "Reservations (100 a page): current and upcoming by default, past stays with oldrez=1, those whose balance is past its due day and still open with overdue_balance=1 (past stays too); filters status, boat_id, reservation_id, customer_name; order created_desc|created_asc|start_asc|start_desc|end_asc|end_desc|id_desc|id_asc. OWNER: own boats only",
        tag,
        access: "staff",
        query: listReservationsQuery,
        response: listOf(reservationListItemSchema),
      },
      ({ deps, user, query }) => listReservations(deps.db, user, query, deps.now?.()),
    ),
    route(
      {
        method: "get",
        path: "/admin/reservations/:id",
        summary:
          "One reservation with boat, frozen rates, payments, paid/due, the payment plan (deposit and balance with due day and state) and its mails; marks it seen",
        tag,
        access: "staff",
        params: idParams,
        response: reservationDetailSchema,
      },
      ({ deps, user, params }) => getReservationDetail(deps.db, user, { id: params.id }, { now: deps.now?.() }),
    ),
    route(
      {
        method: "post",
        path: "/admin/reservations",
        summary:
          "Staff (phone) booking: priced from the price list, or at an agreed total (ADMIN only); status option or confirmed",
        tag,
        access: "staff",
        errors: [422],
        body: createStaffReservationBody,
        response: reservationDetailSchema,
        status: 201,
      },
      ({ deps, user, body }) => createStaffReservation(deps.db, user, body),
    ),
    route(
      {
        method: "post",
        path: "/admin/boats/:id/quote",
        summary:
          "The price a staff booking of this stay would freeze, with the obligatory and the chosen extras and the discount (same boats as POST /admin/reservations: boats not for rent too; OWNER: own boats only); availability is not checked",
        tag,
        access: "staff",
        errors: [409, 422],
        params: idParams,
        body: quoteBody,
        response: quoteSchema,
      },
      ({ deps, user, params, body }) => quoteStaffStay(deps.db, user, params.id, body, deps.now?.()),
    ),
    route(
      {
        method: "put",
        path: "/admin/reservations/:id",
        summary:
          "Edit a reservation: status (legal transitions only), customer fields, guests, note, dates (409 when taken), total (ADMIN), option expiry",
        tag,
        access: "staff",
        errors: [422],
        params: idParams,
        body: updateReservationBody,
        response: reservationDetailSchema,
      },
      ({ deps, user, params, body }) => updateReservation(deps.db, user, params.id, body),
    ),
    route(
      {
        method: "get",
        path: "/admin/reservationfromplatoid",
        summary: "A reservation by its public code (platoReservationId); OWNER: own boats only",
        tag,
        access: "staff",
        errors: [404],
        query: platoQuery,
        response: reservationDetailSchema,
      },
      ({ deps, user, query }) =>
        getReservationDetail(deps.db, user, { code: normaliseReservationCode(query.platoReservationId) }),
    ),
  ];
}
