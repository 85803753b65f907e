import "server-only";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { todayIn } from "../../lib/dates";
import { type Currency, depositOf } from "../../lib/money";
import { CHARTER_LINE_LABEL } from "../../shared/pricing-lines";
import { badRequest, conflict, forbidden, notFound } from "../domain-errors";
import type { AuthUser } from "../auth/current-user";
import { boatScope, isAdmin } from "../auth/scope";
import { assertDatesFree } from "../availability/find-blocked-ranges";
import { bookableBoatColumns } from "../availability/find-boat-by-slug";
import type { Db } from "../db/client";
import { boats } from "../db/schema";
import { enqueueMail } from "../mail/enqueue-mail";
import { reservationMailVars } from "../mail/reservation-mail-vars";
import { checkStay } from "../pricing/compute-quote";
import type { PricedLine } from "../pricing/price-lines";
import { quoteStay } from "../pricing/quote-stay";
import { getSettings, ratesOf } from "../settings/get-settings";
import { DATES_TAKEN } from "./create-reservation";
import { expireOptions } from "./expire-options";
import { getReservationDetail } from "./get-reservation-detail";
import { insertReservation } from "./insert-reservation";
import { isExclusionViolation } from "../db/pg-error";
import { retryTransaction } from "../db/retry-transaction";
import { lockBoat } from "./lock-boat";
import type { createStaffReservationBody } from "./schemas";
import { clock } from "../../lib/clock";

/**
 * A booking staff take by phone: priced from the boat's price list, or at an agreed `total` (ADMIN only,
 * which skips the price-list rules but not dates, capacity or availability). Status option (with the
 * usual option window) or confirmed. Same exclusion-constraint guard as the website.
 */
export async function createStaffReservation(
  db: Db,
  user: AuthUser,
  body: z.output<typeof createStaffReservationBody>,
  now = clock.now(),
) {
  if (body.total !== undefined && !isAdmin(user)) throw forbidden("Tutarı yalnızca yönetici belirleyebilir.");
  if (body.total !== undefined && body.extras?.length) {
    throw badRequest("Anlaşılan tutarla ekstra seçilemez; ekstraları rezervasyon oluşturulduktan sonra ekleyin.");
  }
  let id: number;
  try {
    id = await retryTransaction(db, async (tx) => {
      const [boat] = await tx
        .select({ ...bookableBoatColumns, archivedAt: boats.archivedAt })
        .from(boats)
        .where(and(eq(boats.id, body.boat_id), boatScope(user)))
        .limit(1);
      if (!boat) throw notFound("Tekne bulunamadı.");
      if (boat.archivedAt) {
        throw conflict("Arşivdeki bir tekneye rezervasyon eklenemez. Önce tekneyi arşivden çıkarın.", "BOAT_ARCHIVED");
      }
      await lockBoat(tx, boat.id);
      const stay = { startDate: body.start_date, endDate: body.end_date, guests: body.guests };
      await expireOptions(tx, { now, boatId: boat.id });
      const settings = await getSettings(tx);
      let price: { total: number; deposit: number; currency: Currency; lines: PricedLine[] };
      if (body.total !== undefined) {
        checkStay({ ...stay, capacity: boat.guests, today: todayIn("Europe/Istanbul", now) });
        price = {
          total: body.total,
          deposit: depositOf(body.total, Number(settings.deposit_percent)),
          currency: body.currency ?? "TRY",
          // The agreed total is the charter: one line, no discount, no extras (staff add extras afterwards).
          lines: [
            {
              kind: "charter",
              label: CHARTER_LINE_LABEL,
              unit: null,
              quantity: 1,
              unit_amount: body.total,
              amount: body.total,
              payable: "booking",
              extra_id: null,
              discount_id: null,
            },
          ],
        };
      } else {
        price = await quoteStay(tx, { ...boat, forRent: true }, { ...stay, extras: body.extras }, now);
      }
      await assertDatesFree(tx, boat.id, stay, DATES_TAKEN);
      const row = await insertReservation(
        tx,
        {
          boatId: boat.id,
          ...stay,
          customerName: body.customer_name,
          customerEmail: body.customer_email,
          customerPhone: body.customer_phone,
          note: body.note || null,
          status: body.status,
          optionExpiresAt:
            body.status === "option" ? new Date(now.getTime() + Number(settings.option_hours) * 3_600_000) : null,
          total: price.total,
          deposit: price.deposit,
          currency: price.currency,
          rates: ratesOf(settings),
          source: "staff",
          kvkkConsentAt: null,
          createdBy: user.id,
          idempotencyKey: null,
          requestHash: null,
        },
        price.lines,
      );
      if (body.send_mail) {
        const mail = await reservationMailVars(tx, row.id);
        await enqueueMail(tx, {
          templateKey: body.status === "confirmed" ? "reservation_confirmed" : "reservation_received",
          to: mail.to,
          vars: mail.vars,
          rawVars: mail.rawVars,
          locale: mail.locale,
          reservationId: row.id,
        });
      }
      return row.id;
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw conflict(DATES_TAKEN, "DATES_UNAVAILABLE");
    throw error;
  }
  return getReservationDetail(db, user, { id }, { markSeen: false });
}
