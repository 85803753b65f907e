import "server-only";
import { getTransaction } from "../../payments/get-transaction";
import { listTransactions } from "../../payments/list-transactions";
import { recordTransaction } from "../../payments/record-transaction";
import { listTransactionsQuery, recordedTransactionSchema, recordTransactionBody } from "../../payments/schemas";
import { transactionSchema } from "../../reservations/schemas";
import { idParams, listOf, route } from "../route";

const tag = "transactions";

export function transactionRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/transactions",
        summary: "Payments (100 a page), newest first, optionally of one reservation; OWNER: own boats only",
        tag,
        access: "staff",
        query: listTransactionsQuery,
        response: listOf(transactionSchema),
      },
      ({ deps, user, query }) => listTransactions(deps.db, user, query),
    ),
    route(
      {
        method: "get",
        path: "/admin/transactions/:id",
        summary: "One payment",
        tag,
        access: "staff",
        params: idParams,
        response: transactionSchema,
      },
      ({ deps, user, params }) => getTransaction(deps.db, user, params.id),
    ),
    route(
      {
        method: "post",
        path: "/admin/transactions",
        summary:
          "Record a payment (deposit, balance, refund) in the reservation's currency; reaching the deposit confirms an option and queues the confirmation mail",
        tag,
        access: "staff",
        errors: [422],
        body: recordTransactionBody,
        response: recordedTransactionSchema,
        status: 201,
      },
      ({ deps, user, body }) => recordTransaction(deps.db, user, body),
    ),
  ];
}
