import "server-only";
import { getGuestPassengerList } from "../../passengers/get-guest-passenger-list";
import type { DbOrTx } from "../../db/client";
import { getStaffPassengerList, type StaffPassengerListWithBoat } from "../../passengers/get-staff-passenger-list";
import { passengerCsv } from "../../passengers/passenger-csv";
import { passengerDisposition } from "../../passengers/passenger-disposition";
import { passengerPdf } from "../../passengers/passenger-pdf";
import { saveGuestPassengerList } from "../../passengers/save-guest-passenger-list";
import { guestPassengerListSchema, savePassengersBody, staffPassengerListSchema } from "../../passengers/schemas";
import { lookupQuery } from "../../reservations/schemas";
import { asGuest } from "../as-guest";
import { download, FILE_FORMATS, type FileFormat } from "../download";
import { idParams, route } from "../route";

const tag = "passengers";

/** Staff's passenger list of a reservation as a file: the same access and 404 as the list, in one format. */
function passengerFile(
  format: FileFormat,
  summary: string,
  render: (db: DbOrTx, list: StaffPassengerListWithBoat) => string | Promise<Uint8Array>,
) {
  return route(
    {
      method: "get",
      path: `/admin/reservations/:id/passengers.${format}`,
      summary,
      tag,
      access: "staff",
      params: idParams,
      errors: [404],
      produces: FILE_FORMATS[format].produces,
    },
    async ({ c, deps, user, params }) => {
      const list = await getStaffPassengerList(deps.db, user, params.id);
      return download(
        c,
        await render(deps.db, list),
        FILE_FORMATS[format].contentType,
        passengerDisposition(list.code, format),
      );
    },
  );
}

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
    passengerFile(
      "csv",
      "The passenger list as a CSV download (UTF-8 with BOM, Turkish headers); OWNER: own boats only",
      (_db, list) => passengerCsv(list),
    ),
    passengerFile(
      "pdf",
      "The passenger list as a PDF download (A4, Turkish letters embedded); OWNER: own boats only",
      passengerPdf,
    ),
  ];
}
