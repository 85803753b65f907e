import "server-only";
import { agencyStatementCsv } from "../../agency-statements/agency-statement-csv";
import { agencyStatementDisposition } from "../../agency-statements/agency-statement-disposition";
import { agencyStatementPdf } from "../../agency-statements/agency-statement-pdf";
import { getAgencyStatement } from "../../agency-statements/get-agency-statement";
import { type AgencyStatement, agencyStatementQuery, agencyStatementSchema } from "../../agency-statements/schemas";
import type { DbOrTx } from "../../db/client";
import { download, FILE_FORMATS, type FileFormat } from "../download";
import { idParams, route } from "../route";

const tag = "agencies";

/** The month's commission statement as a file: the same query, access and 404, in one format. */
function statementFile(
  format: FileFormat,
  summary: string,
  render: (db: DbOrTx, statement: AgencyStatement) => string | Promise<Uint8Array>,
) {
  return route(
    {
      method: "get",
      path: `/admin/agencies/:id/statement.${format}`,
      summary,
      tag,
      access: "admin",
      params: idParams,
      query: agencyStatementQuery,
      errors: [404],
      produces: FILE_FORMATS[format].produces,
    },
    async ({ c, deps, params, query }) => {
      const statement = await getAgencyStatement(deps.db, params.id, query.month);
      const disposition = agencyStatementDisposition(statement.agency.name, statement.month, format);
      return download(c, await render(deps.db, statement), FILE_FORMATS[format].contentType, disposition);
    },
  );
}

export function agencyStatementRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/agencies/:id/statement",
        summary:
          "An agency's commission statement for a month (YYYY-MM): its confirmed/completed bookings checking in that month with gross, frozen commission, net, paid and open; totals per currency",
        tag,
        access: "admin",
        params: idParams,
        query: agencyStatementQuery,
        errors: [404],
        response: agencyStatementSchema,
      },
      ({ deps, params, query }) => getAgencyStatement(deps.db, params.id, query.month),
    ),
    statementFile(
      "csv",
      "The same commission statement as a CSV download (UTF-8 with BOM, header row, a total row per currency)",
      (_db, statement) => agencyStatementCsv(statement),
    ),
    statementFile("pdf", "The same commission statement as a PDF download (A4 landscape)", agencyStatementPdf),
  ];
}
