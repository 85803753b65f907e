import "server-only";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { boats, reservations } from "../db/schema";
import { notFound } from "../domain-errors";
import { cardHoldProvider } from "../payments/card/card-provider-factory";
import { depositCurrency } from "./deposit-currency";
import { depositsOf, depositView } from "./deposit-row";
import type { reservationSecurityDepositsSchema } from "./schemas";

/** A reservation's deposits for staff (OWNER: their own boats, 404 otherwise), with the boat's amount and the ways to take it. */
export async function listDeposits(
  db: Db,
  config: Config,
  user: AuthUser,
  reservationId: number,
): Promise<z.output<typeof reservationSecurityDepositsSchema>> {
  const [reservation] = await db
    .select({
      boatId: reservations.boatId,
      startDate: reservations.startDate,
      currency: reservations.currency,
      boatAmount: boats.securityDeposit,
    })
    .from(reservations)
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(and(eq(reservations.id, reservationId), boatScope(user)))
    .limit(1);
  if (!reservation) throw notFound("lookup.reservation_not_found");
  const rows = await depositsOf(db, reservationId);
  const cardHolds = cardHoldProvider(config) !== undefined;
  return {
    boat_amount: reservation.boatAmount,
    currency: await depositCurrency(db, reservation),
    card_holds: cardHolds,
    paytr_only: !cardHolds && config.paytr !== undefined,
    items: rows.map(depositView),
  };
}
