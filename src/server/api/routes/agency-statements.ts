import "server-only";
import { agencyStatementCsv } from "../../agency-statements/agency-statement-csv";
import { AGENCY_STATEMENT_FILE } from "../../agency-statements/agency-statement-disposition";
import { agencyStatementPdf } from "../../agency-statements/agency-statement-pdf";
import { getAgencyStatement } from "../../agency-statements/get-agency-statement";
import { agencyStatementQuery, agencyStatementSchema } from "../../agency-statements/schemas";
import { statementFileRoutes } from "../statement-file-route";
import { idParams, route } from "../route";

const def = {
  path: "/admin/agencies/:id/statement",
  tag: "agencies",
  access: "admin",
  params: idParams,
  query: agencyStatementQuery,
} as const;

export function agencyStatementRoutes() {
  return [
    route(
      {
        ...def,
        method: "get",
        summary:
          "An agency's commission statement for a month (YYYY-MM): its confirmed/completed bookings checking in that month with gross, frozen commission, net, paid and open; totals per currency",
        errors: [404],
        response: agencyStatementSchema,
      },
      ({ deps, params, query }) => getAgencyStatement(deps.db, params.id, query.month),
    ),
    ...statementFileRoutes({
      def,
      load: ({ deps, params, query }) => getAgencyStatement(deps.db, params.id, query.month),
      nameOf: (s) => ({ name: s.agency.name, month: s.month }),
      file: AGENCY_STATEMENT_FILE,
      csv: {
        summary:
          "The same commission statement as a CSV download (UTF-8 with BOM, header row, a total row per currency)",
        render: agencyStatementCsv,
      },
      pdf: { summary: "The same commission statement as a PDF download (A4 landscape)", render: agencyStatementPdf },
    }),
  ];
}
