import "server-only";
import { auditListSchema, listAuditQuery } from "@/shared/audit";
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
