import "server-only";
import { msg } from "@/shared/messages/message-ref";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { diffDays, todayIn } from "../../lib/dates";
import { depositOf } from "../../lib/money";
import { badRequest, conflict, forbidden, notFound, unprocessable } from "../domain-errors";
import type { AuthUser } from "../auth/current-user";
import { isAdmin } from "../auth/scope";
import type { Db } from "../db/client";
import { availabilityBlocks, reservations } from "../db/schema";
import { checkStay } from "../pricing/compute-quote";
import { applyLineTotals } from "./lines/apply-line-totals";
import { CLOSED_FOR_LINES } from "./lines/lock-reservation-for-lines";
import { refuseTotalBelowPaid } from "./lines/refuse-total-below-paid";
import { requantifyExtraLines } from "./lines/requantify-extra-lines";
import { setAgreedTotalLines } from "./lines/set-agreed-total-lines";
import { getSettings } from "../settings/get-settings";
import { applyStatusChange } from "./apply-status-change";
import { getReservationDetail, RESERVATION_NOT_FOUND } from "./get-reservation-detail";
import { isExclusionViolation } from "../db/pg-error";
import { retryTransaction } from "../db/retry-transaction";
import { lockBoat } from "./lock-boat";
import { lockScopedReservation } from "./lock-scoped-reservation";
import type { updateReservationBody } from "./schemas";
import { isHolding } from "./status";
import { clock } from "../../lib/clock";

/**
 * Staff edit of a reservation: customer fields, guests, note, dates (moving its block: taken → 409), an
 * ADMIN's new total, the option window, and the status through the legal transitions only. The charter price is
 * frozen: moving dates keeps it unless an ADMIN sends a new `total`; the per-day and per-person extras count the
 * new days and guests (at their frozen unit price) and the total follows, in the same transaction. A total that
 * would fall below what is already paid → 409 TOTAL_BELOW_PAID, nothing changed.
 */
export async function updateReservation(
  db: Db,
  user: AuthUser,
  id: number,
  body: z.output<typeof updateReservationBody>,
  now = clock.now(),
) {
  if (body.total !== undefined && !isAdmin(user)) throw forbidden("reservations.total_admin_only_change");
  try {
    await retryTransaction(db, async (tx) => {
      // Dates or a status that holds them again: the boat first, as every booking locks it (then the reservation).
      if (body.start_date !== undefined || body.end_date !== undefined || body.status !== undefined) {
        const [owner] = await tx
          .select({ boatId: reservations.boatId })
          .from(reservations)
          .where(eq(reservations.id, id))
          .limit(1);
        if (owner) await lockBoat(tx, owner.boatId);
      }
      const current = await lockScopedReservation(tx, user, id);
      if (!current) throw notFound(RESERVATION_NOT_FOUND);

      const startDate = body.start_date ?? current.startDate;
      const endDate = body.end_date ?? current.endDate;
      const guests = body.guests ?? current.guests;
      const datesChanged = startDate !== current.startDate || endDate !== current.endDate;
      if (endDate <= startDate) throw badRequest("booking.end_after_start");
      if (guests > current.capacity) {
        throw unprocessable(msg("pricing.too_many_guests", { capacity: current.capacity }), "TOO_MANY_GUESTS");
      }
      if (datesChanged) {
        checkStay({ startDate, endDate, guests, capacity: current.capacity, today: todayIn("Europe/Istanbul", now) });
        if (isHolding(current.status)) {
          await tx
            .update(availabilityBlocks)
            .set({ startDate, endDate })
            .where(eq(availabilityBlocks.reservationId, current.id));
        }
      }

      // Lines of a closed reservation are final (as for the staff line edits).
      const stayChanged = datesChanged || guests !== current.guests;
      const linesChanged =
        stayChanged && !CLOSED_FOR_LINES.has(current.status)
          ? await requantifyExtraLines(tx, current.id, { dayCount: diffDays(startDate, endDate), guests })
          : false;

      const patch: Partial<typeof reservations.$inferInsert> = { updatedAt: now };
      if (body.customer_name !== undefined) patch.customerName = body.customer_name;
      if (body.customer_email !== undefined) patch.customerEmail = body.customer_email;
      if (body.customer_phone !== undefined) patch.customerPhone = body.customer_phone;
      if (body.note !== undefined) patch.note = body.note || null;
      if (body.guests !== undefined) patch.guests = body.guests;
      if (datesChanged) Object.assign(patch, { startDate, endDate });
      if (body.total !== undefined) {
        await refuseTotalBelowPaid(tx, current, body.total);
        const settings = await getSettings(tx);
        patch.total = body.total;
        patch.deposit = depositOf(body.total, Number(settings.deposit_percent));
        await setAgreedTotalLines(tx, current, body.total);
      }
      if (body.option_expires_at !== undefined) {
        if ((body.status ?? current.status) !== "option") {
          throw unprocessable("reservations.option_only");
        }
        const until = new Date(body.option_expires_at);
        if (until <= now) throw unprocessable("reservations.option_until_future");
      }
      await tx.update(reservations).set(patch).where(eq(reservations.id, current.id));
      if (linesChanged && body.total === undefined) await applyLineTotals(tx, current.id, now);

      if (body.status !== undefined && body.status !== current.status) {
        await applyStatusChange(tx, { ...current, startDate, endDate }, body.status, now);
      }
      if (body.option_expires_at !== undefined) {
        await tx
          .update(reservations)
          .set({ optionExpiresAt: new Date(body.option_expires_at) })
          .where(eq(reservations.id, current.id));
      }
    });
  } catch (error) {
    if (isExclusionViolation(error)) {
      throw conflict("booking.dates_full", "DATES_UNAVAILABLE");
    }
    throw error;
  }
  return getReservationDetail(db, user, { id });
}
