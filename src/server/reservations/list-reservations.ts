import "server-only";
import { and, asc, count, desc, eq, gte, ilike, lt } from "drizzle-orm";
import type { z } from "zod";
import { clock } from "../../lib/clock";
import { todayIn } from "../../lib/dates";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import type { DbOrTx } from "../db/client";
import { boats, reservations } from "../db/schema";
import { balanceOverdue } from "../payments/plan/overdue-balance";
import { getSettings } from "../settings/get-settings";
import { reservationListColumnsFor, toListItem } from "./reservation-columns";
import type { listReservationsQuery } from "./schemas";

const ORDERS = {
  created_desc: [desc(reservations.createdAt), desc(reservations.id)],
  created_asc: [asc(reservations.createdAt), asc(reservations.id)],
  start_asc: [asc(reservations.startDate), asc(reservations.id)],
  start_desc: [desc(reservations.startDate), desc(reservations.id)],
  end_asc: [asc(reservations.endDate), asc(reservations.id)],
  end_desc: [desc(reservations.endDate), desc(reservations.id)],
  id_desc: [desc(reservations.id)],
  id_asc: [asc(reservations.id)],
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Staff list of reservations: current and upcoming stays (check-out today or later) by default,
 * past stays with `oldrez`, those with an overdue balance (past stays too) with `overdue_balance`; an OWNER sees
 * only their boats' reservations.
 */
export async function listReservations(
  db: DbOrTx,
  user: AuthUser,
  query: z.output<typeof listReservationsQuery>,
  now = clock.now(),
) {
  const today = todayIn("Europe/Istanbul", now);
  const balanceDueDays = query.overdue_balance ? Number((await getSettings(db)).balance_due_days) : 0;
  const where = and(
    boatScope(user),
    query.overdue_balance
      ? balanceOverdue(today, balanceDueDays)
      : query.oldrez
        ? lt(reservations.endDate, today)
        : gte(reservations.endDate, today),
    query.status ? eq(reservations.status, query.status) : undefined,
    query.boat_id ? eq(reservations.boatId, query.boat_id) : undefined,
    query.reservation_id ? eq(reservations.id, query.reservation_id) : undefined,
    query.customer_name ? ilike(reservations.customerName, `%${escapeLike(query.customer_name)}%`) : undefined,
  );
  const rows = await db
    .select(reservationListColumnsFor(user.id))
    .from(reservations)
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(where)
    .orderBy(...ORDERS[query.order])
    .offset(query.skip)
    .limit(query.take);
  const [total] = await db
    .select({ n: count() })
    .from(reservations)
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(where);
  return { items: rows.map(toListItem), total: total?.n ?? 0 };
}
