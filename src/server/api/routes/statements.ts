import "server-only";
import { z } from "zod";
import { getOwnerStatement } from "../../statements/get-owner-statement";
import { listCommissionRates } from "../../statements/list-commission-rates";
import type { DbOrTx } from "../../db/client";
import {
  commissionRatesBody,
  ownerCommissionSchema,
  type Statement,
  statementQuery,
  statementSchema,
} from "../../statements/schemas";
import { statementCsv } from "../../statements/statement-csv";
import { statementDisposition } from "../../statements/statement-disposition";
import { statementPdf } from "../../statements/statement-pdf";
import { updateCommissionRates } from "../../statements/update-commission-rates";
import { download, FILE_FORMATS, type FileFormat } from "../download";
import { idParams, route } from "../route";

const tag = "statements";

/** The month's statement of /admin/statements as a file: the same query, access and 404, in one format. */
function statementFile(
  format: FileFormat,
  summary: string,
  render: (db: DbOrTx, statement: Statement) => string | Promise<Uint8Array>,
) {
  return route(
    {
      method: "get",
      path: `/admin/statements.${format}`,
      summary,
      tag,
      access: "staff",
      query: statementQuery,
      errors: [404],
      produces: FILE_FORMATS[format].produces,
    },
    async ({ c, deps, user, query }) => {
      const statement = await getOwnerStatement(deps.db, user, query);
      const disposition = statementDisposition(statement.owner.name, statement.month, format);
      return download(c, await render(deps.db, statement), FILE_FORMATS[format].contentType, disposition);
    },
  );
}

export function statementRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/statements",
        summary:
          "An owner's statement for a month (YYYY-MM): confirmed/completed stays checking in that month, gross, commission, net, totals per currency; ADMIN names owner_id, an OWNER gets their own",
        tag,
        access: "staff",
        query: statementQuery,
        errors: [404],
        response: statementSchema,
      },
      ({ deps, user, query }) => getOwnerStatement(deps.db, user, query),
    ),
    statementFile(
      "csv",
      "The same statement as a CSV download (UTF-8 with BOM, header row, a total row per currency)",
      (_db, statement) => statementCsv(statement),
    ),
    statementFile(
      "pdf",
      "The same statement as a PDF download (A4, Turkish letters embedded, page numbers)",
      statementPdf,
    ),
    route(
      {
        method: "get",
        path: "/admin/statements/commission-rates",
        summary: "Every owner with their commission percent and their boats' overrides (null: not set)",
        tag,
        access: "admin",
        response: z.object({ items: z.array(ownerCommissionSchema) }),
      },
      async ({ deps }) => ({ items: await listCommissionRates(deps.db) }),
    ),
    route(
      {
        method: "put",
        path: "/admin/statements/commission-rates/:id",
        summary:
          "Set an owner's commission percent (0–100, 2 decimals; null clears) and overrides on their boats; reservations confirmed earlier keep their frozen rate",
        tag,
        access: "admin",
        params: idParams,
        body: commissionRatesBody,
        errors: [422],
        response: z.object({ id: z.number().int() }),
      },
      ({ deps, params, body }) => updateCommissionRates(deps.db, params.id, body),
    ),
  ];
}
