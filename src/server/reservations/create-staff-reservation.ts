import "server-only";
import type { z } from "zod";
import { badRequest, forbidden } from "../domain-errors";
import type { AuthUser } from "../auth/current-user";
import { isAdmin } from "../auth/scope";
import type { Db } from "../db/client";
import { bookReservation } from "./book-reservation";
import { findStaffBoat } from "./find-staff-boat";
import { getReservationDetail } from "./get-reservation-detail";
import type { createStaffReservationBody } from "./schemas";
import { clock } from "../../lib/clock";

/**
 * A booking staff take by phone (bookReservation's staff channel): priced from the boat's price list, or at an
 * agreed `total` (ADMIN only, which skips the price-list rules but not dates, capacity or availability). Status
 * option (with the usual option window) or confirmed; the guest is mailed only when `send_mail` asks.
 */
export async function createStaffReservation(
  db: Db,
  user: AuthUser,
  body: z.output<typeof createStaffReservationBody>,
  now = clock.now(),
) {
  if (body.total !== undefined && !isAdmin(user)) throw forbidden("reservations.total_admin_only_set");
  if (body.total !== undefined && body.extras?.length) {
    throw badRequest("reservations.extras_with_agreed_total");
  }
  const row = await bookReservation(
    db,
    {
      findBoat: (tx) => findStaffBoat(tx, user, body.boat_id),
      evenIfNotForRent: true,
      stay: { startDate: body.start_date, endDate: body.end_date, guests: body.guests },
      customer: {
        name: body.customer_name,
        email: body.customer_email,
        phone: body.customer_phone,
        note: body.note || null,
      },
      price:
        body.total !== undefined
          ? { agreedTotal: body.total, currency: body.currency ?? "TRY" }
          : { extras: body.extras },
      status: body.status,
      channel: { source: "staff", createdBy: user.id, kvkkConsentAt: null },
      mails: body.send_mail
        ? { guest: body.status === "confirmed" ? "reservation_confirmed" : "reservation_received" }
        : {},
    },
    now,
  );
  return getReservationDetail(db, user, { id: row.id }, { markSeen: false });
}
