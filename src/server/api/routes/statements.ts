import "server-only";
import { z } from "zod";
import { getOwnerStatement } from "../../statements/get-owner-statement";
import { listCommissionRates } from "../../statements/list-commission-rates";
import { commissionRatesBody, ownerCommissionSchema, statementQuery, statementSchema } from "../../statements/schemas";
import { statementCsv } from "../../statements/statement-csv";
import { OWNER_STATEMENT_FILE } from "../../statements/statement-disposition";
import { statementPdf } from "../../statements/statement-pdf";
import { updateCommissionRates } from "../../statements/update-commission-rates";
import { statementFileRoutes } from "../statement-file-route";
import { idParams, route } from "../route";

const def = { path: "/admin/statements", tag: "statements", access: "staff", query: statementQuery } as const;

export function statementRoutes() {
  return [
    route(
      {
        ...def,
        method: "get",
        summary:
          "An owner's statement for a month (YYYY-MM): confirmed/completed stays checking in that month, gross, commission, net, totals per currency; ADMIN names owner_id, an OWNER gets their own",
        errors: [404],
        response: statementSchema,
      },
      ({ deps, user, query }) => getOwnerStatement(deps.db, user, query),
    ),
    ...statementFileRoutes({
      def,
      load: ({ deps, user, query }) => getOwnerStatement(deps.db, user, query),
      nameOf: (s) => ({ name: s.owner.name, month: s.month }),
      file: OWNER_STATEMENT_FILE,
      csv: {
        summary: "The same statement as a CSV download (UTF-8 with BOM, header row, a total row per currency)",
        render: statementCsv,
      },
      pdf: {
        summary: "The same statement as a PDF download (A4, Turkish letters embedded, page numbers)",
        render: statementPdf,
      },
    }),
    route(
      {
        method: "get",
        path: "/admin/statements/commission-rates",
        summary: "Every owner with their commission percent and their boats' overrides (null: not set)",
        tag: def.tag,
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
        tag: def.tag,
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
