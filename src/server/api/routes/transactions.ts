import "server-only";
import { clock } from "../../../lib/clock";
import { editTransaction } from "../../payments/edit-transaction";
import { getTransaction } from "../../payments/get-transaction";
import { listTransactions } from "../../payments/list-transactions";
import { recordTransaction } from "../../payments/record-transaction";
import { resolveAttention } from "../../payments/resolve-attention";
import {
  editTransactionBody,
  listTransactionsQuery,
  recordedTransactionSchema,
  recordTransactionBody,
  resolveAttentionBody,
  transactionFiltersQuery,
  transactionListSchema,
  voidTransactionBody,
} from "../../payments/schemas";
import { transactionsCsv } from "../../payments/transactions-csv";
import { voidTransaction } from "../../payments/void-transaction";
import { transactionSchema } from "../../reservations/schemas";
import { csvExport } from "../download";
import { idParams, route } from "../route";

const tag = "transactions";

export function transactionRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/transactions",
        summary:
          "Payments and refunds (100 a page), newest first, filtered by days of paid_at (from/to), boat, reservation id or code, method, kind, attention (flagged payments still to look at) and invoice_flagged (voided or corrected after invoicing: for the accountant), each with its invoice in short (state, e-Arşiv number, Paraşüt's error, flagged, retryable), with totals per currency (voided rows left out) and the count of voided rows; OWNER: own boats only",
        tag,
        access: "staff",
        query: listTransactionsQuery,
        response: transactionListSchema,
      },
      ({ deps, user, query }) => listTransactions(deps.db, user, query),
    ),
    route(
      {
        method: "get",
        path: "/admin/transactions/csv",
        summary:
          "The filtered payments and refunds as a CSV download (UTF-8 with BOM, Turkish headers, voided rows marked); OWNER: own boats only",
        tag,
        access: "staff",
        query: transactionFiltersQuery,
        produces: "text/csv",
      },
      async ({ c, deps, user, query }) => {
        const csv = await transactionsCsv(deps.db, user, query);
        return csvExport(c, csv, "odemeler", clock.now());
      },
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
    route(
      {
        method: "patch",
        path: "/admin/transactions/:id",
        summary:
          "ADMIN: correct a payment (amount, method, deposit/balance, day, reference, note) with a required reason; the rules of recording hold; answers the reservation's new figures",
        tag,
        access: "admin",
        errors: [422],
        params: idParams,
        body: editTransactionBody,
        response: recordedTransactionSchema,
      },
      ({ deps, user, params, body }) => editTransaction(deps.db, user, params.id, body),
    ),
    route(
      {
        method: "post",
        path: "/admin/transactions/:id/void",
        summary:
          "ADMIN: void a payment or refund with a required reason; the row stays, struck out of every sum; answers the reservation's new figures",
        tag,
        access: "admin",
        errors: [422],
        params: idParams,
        body: voidTransactionBody,
        response: recordedTransactionSchema,
      },
      ({ deps, user, params, body }) => voidTransaction(deps.db, user, params.id, body),
    ),
    route(
      {
        method: "post",
        path: "/admin/transactions/:id/resolve",
        summary:
          "ADMIN: mark a flagged payment (attention) as looked at, with an optional note for the change log: it leaves the attention=true list and the menu's count; its flags stay. 422 NO_ATTENTION for a payment without flags",
        tag,
        access: "admin",
        errors: [422],
        params: idParams,
        body: resolveAttentionBody,
        response: transactionSchema,
      },
      ({ deps, user, params, body }) => resolveAttention(deps.db, user, params.id, body),
    ),
  ];
}
