import "server-only";
import { and, eq } from "drizzle-orm";
import { clock } from "../../../lib/clock";
import { diffDays } from "../../../lib/dates";
import type { AuthUser } from "../../auth/current-user";
import type { Db } from "../../db/client";
import { boatExtras } from "../../db/schema";
import { conflict, unprocessable } from "../../domain-errors";
import { extraLine } from "../../pricing/price-lines";
import { getSettings, ratesOf } from "../../settings/get-settings";
import { getReservationDetail } from "../get-reservation-detail";
import { applyLineTotals } from "./apply-line-totals";
import { insertReservationLines } from "./insert-reservation-lines";
import { lockReservationForLines } from "./lock-reservation-for-lines";

/**
 * Staff add one of the boat's extras to a reservation at today's price (its amount now, converted into the
 * reservation's currency at the current rates; an APA at its percent of the frozen charter after discount), then
 * the total and deposit follow — one transaction under the reservation's row lock. An extra already on the
 * reservation → 409; another boat's → 422.
 */
export async function addReservationLine(db: Db, user: AuthUser, id: number, extraId: number, now = clock.now()) {
  await db.transaction(async (tx) => {
    const { reservation, lines } = await lockReservationForLines(tx, user, id);
    const [extra] = await tx
      .select({
        id: boatExtras.id,
        name: boatExtras.name,
        unit: boatExtras.unit,
        amount: boatExtras.amount,
        currency: boatExtras.currency,
        obligatory: boatExtras.obligatory,
        payable: boatExtras.payable,
      })
      .from(boatExtras)
      .where(and(eq(boatExtras.id, extraId), eq(boatExtras.boatId, reservation.boatId)))
      .limit(1);
    if (!extra) throw unprocessable("reservations.extra_not_on_boat", "UNKNOWN_EXTRA");
    if (lines.some((l) => l.extraId === extra.id)) {
      throw conflict("reservations.extra_already_added", "EXTRA_ALREADY_ADDED");
    }
    const settings = await getSettings(tx);
    const charterNet = lines.filter((l) => l.kind !== "extra").reduce((sum, l) => sum + l.amount, 0);
    const line = extraLine(extra, {
      dayCount: diffDays(reservation.startDate, reservation.endDate),
      guests: reservation.guests,
      currency: reservation.currency,
      rates: ratesOf(settings),
      charterNet,
    });
    const next = Math.max(...lines.map((l) => l.position)) + 1;
    await insertReservationLines(tx, reservation.id, reservation.currency, [line], next);
    await applyLineTotals(tx, reservation.id, now);
  });
  return getReservationDetail(db, user, { id }, { markSeen: false });
}
