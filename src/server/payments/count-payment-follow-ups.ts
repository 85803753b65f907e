import "server-only";
import { and, count, eq } from "drizzle-orm";
import { clock } from "../../lib/clock";
import { todayIn } from "../../lib/dates";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import type { DbOrTx } from "../db/client";
import { boats, reservations, transactions } from "../db/schema";
import { getSettings } from "../settings/get-settings";
import { balanceOverdue } from "./plan/overdue-balance";
import { attentionOpen } from "./transaction-columns";

/**
 * What money asks of staff, for the dashboard's counts: flagged card payments still to look at (the payments list's
 * `attention=true`) and reservations whose balance is overdue (the reservations list's `overdue_balance=1`), within
 * the caller's boats.
 */
export async function countPaymentFollowUps(db: DbOrTx, user: AuthUser, now = clock.now()) {
  const [flagged] = await db
    .select({ n: count() })
    .from(transactions)
    .innerJoin(reservations, eq(reservations.id, transactions.reservationId))
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(and(boatScope(user), attentionOpen));
  const settings = await getSettings(db);
  const [overdue] = await db
    .select({ n: count() })
    .from(reservations)
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(and(boatScope(user), balanceOverdue(todayIn("Europe/Istanbul", now), Number(settings.balance_due_days))));
  return { attentionCount: flagged?.n ?? 0, overdueBalanceCount: overdue?.n ?? 0 };
}
