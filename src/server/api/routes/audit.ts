import "server-only";
import { auditListSchema, auditRetentionSchema, listAuditQuery } from "@/shared/audit";
import { BOOKKEEPING_YEARS } from "../../audit/audit-retention";
import { getReservationHistory } from "../../audit/get-reservation-history";
import { listAuditLog } from "../../audit/list-audit-log";
import { idParams, route } from "../route";

const tag = "audit";

export function auditRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/audit",
        summary:
          "The audit log (50 a page), newest first: who changed which reservation, payment, price, closing, boat, user or setting, with before and after; filters by user, entity, entity id and Istanbul days",
        tag,
        access: "admin",
        query: listAuditQuery,
        response: auditListSchema,
      },
      ({ deps, query }) => listAuditLog(deps.db, query),
    ),
    route(
      {
        method: "get",
        path: "/admin/audit/retention",
        summary:
          "How long the audit log keeps its rows: reservations' and payments' for bookkeeping_years after the year they were written in, all others for other_months (AUDIT_RETENTION_MONTHS)",
        tag,
        access: "admin",
        response: auditRetentionSchema,
      },
      async ({ deps }) => ({ bookkeeping_years: BOOKKEEPING_YEARS, other_months: deps.config.auditRetentionMonths }),
    ),
    route(
      {
        method: "get",
        path: "/admin/reservations/:id/history",
        summary: "One reservation's history (its changes and its payments'), oldest first; OWNER: own boats only",
        tag,
        access: "staff",
        params: idParams,
        response: auditListSchema,
      },
      ({ deps, user, params }) => getReservationHistory(deps.db, user, params.id),
    ),
  ];
}
