import "server-only";
import { erasePersonData } from "../../privacy/erase-person-data";
import { exportPersonData } from "../../privacy/export-person-data";
import { eraseResultSchema, kvkkEmailBody, personExportSchema } from "../../privacy/schemas";
import { route } from "../route";

const tag = "kvkk";

/** KVKK requests of a person, by e-mail address (ADMIN). The address travels in the body, never in a URL. */
export function privacyRoutes() {
  return [
    route(
      {
        method: "post",
        path: "/admin/kvkk/export",
        summary: "Everything held about an e-mail address as one JSON document (audited)",
        tag,
        access: "admin",
        body: kvkkEmailBody,
        response: personExportSchema,
      },
      ({ deps, body, user }) => exportPersonData(deps.db, body.email, user.id),
    ),
    route(
      {
        method: "post",
        path: "/admin/kvkk/erase",
        summary:
          "Erase an e-mail address: personal fields anonymised, amounts, payments and availability kept; 409 for a staff account's address (audited)",
        tag,
        access: "admin",
        body: kvkkEmailBody,
        response: eraseResultSchema,
      },
      ({ deps, body, user }) => erasePersonData(deps.db, body.email, user.id),
    ),
  ];
}
