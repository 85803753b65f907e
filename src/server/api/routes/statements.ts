import "server-only";
import { z } from "zod";
import { getOwnerStatement } from "../../statements/get-owner-statement";
import { listCommissionRates } from "../../statements/list-commission-rates";
import { commissionRatesBody, ownerCommissionSchema, statementQuery, statementSchema } from "../../statements/schemas";
import { statementCsv } from "../../statements/statement-csv";
import { statementDisposition } from "../../statements/statement-disposition";
import { statementPdf } from "../../statements/statement-pdf";
import { updateCommissionRates } from "../../statements/update-commission-rates";
import { download } from "../download";
import { idParams, route } from "../route";

const tag = "statements";

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
    route(
      {
        method: "get",
        path: "/admin/statements.csv",
        summary: "The same statement as a CSV download (UTF-8 with BOM, header row, a total row per currency)",
        tag,
        access: "staff",
        query: statementQuery,
        errors: [404],
        produces: "text/csv",
      },
      async ({ c, deps, user, query }) => {
        const statement = await getOwnerStatement(deps.db, user, query);
        const disposition = statementDisposition(statement.owner.name, statement.month, "csv");
        return download(c, statementCsv(statement), "text/csv; charset=utf-8", disposition);
      },
    ),
    route(
      {
        method: "get",
        path: "/admin/statements.pdf",
        summary: "The same statement as a PDF download (A4, Turkish letters embedded, page numbers)",
        tag,
        access: "staff",
        query: statementQuery,
        errors: [404],
        produces: "application/pdf",
      },
      async ({ c, deps, user, query }) => {
        const statement = await getOwnerStatement(deps.db, user, query);
        const disposition = statementDisposition(statement.owner.name, statement.month, "pdf");
        return download(c, await statementPdf(deps.db, statement), "application/pdf", disposition);
      },
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
