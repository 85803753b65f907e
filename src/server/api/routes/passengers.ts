import "server-only";
import { getGuestPassengerList } from "../../passengers/get-guest-passenger-list";
import { getStaffPassengerList } from "../../passengers/get-staff-passenger-list";
import { passengerCsv } from "../../passengers/passenger-csv";
import { passengerDisposition } from "../../passengers/passenger-disposition";
import { passengerPdf } from "../../passengers/passenger-pdf";
import { saveGuestPassengerList } from "../../passengers/save-guest-passenger-list";
import { guestPassengerListSchema, savePassengersBody, staffPassengerListSchema } from "../../passengers/schemas";
import { lookupQuery } from "../../reservations/schemas";
import { asGuest } from "../as-guest";
import { download } from "../download";
import { idParams, route } from "../route";

const tag = "passengers";

/** Passenger (crew) lists: the guest's own by code + e-mail, and staff's view and exports. */
export function passengerRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/reservations/passengers",
        summary:
          "The guest's passenger list by reservation code and e-mail, with whether it can still be changed. Wrong code or e-mail → the same 404",
        tag,
        access: "public",
        errors: [404, 429],
        query: lookupQuery,
        response: guestPassengerListSchema,
      },
      ({ c, deps, query }) => asGuest(c, deps, () => getGuestPassengerList(deps.db, query)),
    ),
    route(
      {
        method: "put",
        path: "/reservations/passengers",
        summary:
          "The guest replaces their passenger list (code + e-mail): name, date of birth, nationality (ISO 3166 alpha-2), ID/passport number; needs consent: true (KVKK, its time is stored); at most the reservation's guests; refused for cancelled/expired reservations and from the check-in day (422)",
        tag,
        access: "public",
        errors: [404, 422, 429],
        body: savePassengersBody,
        response: guestPassengerListSchema,
      },
      ({ c, deps, body }) => asGuest(c, deps, () => saveGuestPassengerList(deps.db, body)),
    ),
    route(
      {
        method: "get",
        path: "/admin/reservations/:id/passengers",
        summary: "A reservation's passenger list (complete: as many passengers as guests); OWNER: own boats only",
        tag,
        access: "staff",
        params: idParams,
        errors: [404],
        response: staffPassengerListSchema,
      },
      async ({ deps, user, params }) => {
        const {
          boat_name: _b,
          start_date: _s,
          end_date: _e,
          ...list
        } = await getStaffPassengerList(deps.db, user, params.id);
        return list;
      },
    ),
    route(
      {
        method: "get",
        path: "/admin/reservations/:id/passengers.csv",
        summary: "The passenger list as a CSV download (UTF-8 with BOM, Turkish headers); OWNER: own boats only",
        tag,
        access: "staff",
        params: idParams,
        errors: [404],
        produces: "text/csv",
      },
      async ({ c, deps, user, params }) => {
        const list = await getStaffPassengerList(deps.db, user, params.id);
        return download(c, passengerCsv(list), "text/csv; charset=utf-8", passengerDisposition(list.code, "csv"));
      },
    ),
    route(
      {
        method: "get",
        path: "/admin/reservations/:id/passengers.pdf",
        summary: "The passenger list as a PDF download (A4, Turkish letters embedded); OWNER: own boats only",
        tag,
        access: "staff",
        params: idParams,
        errors: [404],
        produces: "application/pdf",
      },
      async ({ c, deps, user, params }) => {
        const list = await getStaffPassengerList(deps.db, user, params.id);
        return download(
          c,
          await passengerPdf(deps.db, list),
          "application/pdf",
          passengerDisposition(list.code, "pdf"),
        );
      },
    ),
  ];
}
