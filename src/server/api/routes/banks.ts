import "server-only";
import { z } from "zod";
import { bankBody, bankSchema } from "../../banks/schemas";
import { createBank } from "../../banks/create-bank";
import { deleteBank } from "../../banks/delete-bank";
import { listBanks } from "../../banks/list-banks";
import { setBankActivity } from "../../banks/set-bank-activity";
import { updateBank } from "../../banks/update-bank";
import { activityBody } from "../../content/fields";
import { idParams, listOf, route } from "../route";

const tag = "banks";

export function bankRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/banks",
        summary: "Every bank account, inactive ones included, in display order",
        tag,
        access: "admin",
        response: listOf(bankSchema),
      },
      ({ deps }) => listBanks(deps.db),
    ),
    route(
      {
        method: "post",
        path: "/admin/banks",
        summary: "Add a bank account (Turkish IBAN, mod-97 checked, stored compact)",
        tag,
        access: "admin",
        body: bankBody,
        response: bankSchema,
        status: 201,
      },
      ({ deps, body }) => createBank(deps.db, body),
    ),
    route(
      {
        method: "patch",
        path: "/admin/banks/activity",
        summary: "Show or hide a bank account on the site and in payment mails",
        tag,
        access: "admin",
        body: activityBody,
        response: bankSchema,
      },
      ({ deps, body }) => setBankActivity(deps.db, body),
    ),
    route(
      {
        method: "put",
        path: "/admin/banks/:id",
        summary: "Edit a bank account",
        tag,
        access: "admin",
        params: idParams,
        body: bankBody,
        response: bankSchema,
      },
      ({ deps, params, body }) => updateBank(deps.db, params.id, body),
    ),
    route(
      {
        method: "delete",
        path: "/admin/banks/:id",
        summary: "Delete a bank account",
        tag,
        access: "admin",
        params: idParams,
        response: z.object({ id: z.number().int() }),
      },
      ({ deps, params }) => deleteBank(deps.db, params.id),
    ),
  ];
}
