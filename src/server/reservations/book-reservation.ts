import "server-only";
import { type ErrorKey, msg } from "@/shared/messages/message-ref";
import type { Locale } from "@/i18n/locales";
import { todayIn } from "../../lib/dates";
import type { Currency } from "../../lib/money";
import { assertDatesFree } from "../availability/find-blocked-ranges";
import type { BookableBoat } from "../availability/find-boat-by-slug";
import type { Db, Tx } from "../db/client";
import { isExclusionViolation } from "../db/pg-error";
import { retryTransaction } from "../db/retry-transaction";
import { conflict, unprocessable } from "../domain-errors";
import { type ReservationMails, queueReservationMails } from "../mail/queue-reservation-mails";
import { checkStay } from "../pricing/compute-quote";
import { quoteStay } from "../pricing/quote-stay";
import { getSettings, ratesOf } from "../settings/get-settings";
import { agreedTotalPrice } from "./agreed-total-price";
import { expireOptions } from "./expire-options";
import { type CreatedRow, insertReservation } from "./insert-reservation";
import { lockBoat } from "./lock-boat";
import { optionExpiry } from "./option-window";

export const DATES_TAKEN = "booking.dates_taken" satisfies ErrorKey;

/** A booking from any channel (website, staff, …): what differs between channels is data here. */
export type Booking = {
  /** Finds the boat inside the transaction, as the channel may book it (unknown, not its own, archived: 4xx). */
  findBoat: (tx: Tx) => Promise<BookableBoat>;
  /** Whether a boat that is not for rent may be booked (staff arrange private trips on them). */
  evenIfNotForRent: boolean;
  stay: { startDate: string; endDate: string; guests: number };
  customer: { name: string; email: string; phone: string; note: string | null };
  /** Priced from the boat's price list with these optional extras, or at a total agreed with the guest. */
  price: { extras?: number[] } | { agreedTotal: number; currency: Currency };
  /** An option holds the dates for the option window (`option_hours`); a confirmed booking holds them for good. */
  status: "option" | "confirmed";
  /** An option that should lapse sooner than the option window (an agency's `expires_at`): later → 422. */
  optionExpiresAt?: Date;
  /** Who books and how: stored with the reservation. */
  channel: {
    source: "website" | "staff" | "agency";
    createdBy: number | null;
    /** The agency that books through the partner API: its reference and its commission, frozen on the row. */
    agency?: { id: number; commissionBps: number; partnerReference: string | null };
    kvkkConsentAt: Date | null;
    locale?: Locale;
    idempotencyKey?: string;
    requestHash?: string;
  };
  /** The mails the booking queues with it (templates for the guest and for staff). */
  mails: ReservationMails;
};

/**
 * The one path of a new reservation, for every channel, in one transaction: finds the boat, prices the stay on
 * the server, checks the dates, then locks the boat (racing bookings of a boat queue here, see lock-boat.ts),
 * expires its lapsed options, checks the dates again, inserts the reservation with its block, frozen lines and
 * rates, and queues its mails. Taken
 * dates → 409 DATES_UNAVAILABLE (the exclusion constraint remains the last guard); a deadlock is run once more.
 */
export async function bookReservation(db: Db, booking: Booking, now: Date): Promise<CreatedRow> {
  try {
    return await retryTransaction(db, async (tx) => {
      const boat = await booking.findBoat(tx);
      const { stay } = booking;
      // Everything that only reads comes before the lock, so the bookings queued on a boat hold it briefly.
      const settings = await getSettings(tx);
      let price: Awaited<ReturnType<typeof quoteStay>> | ReturnType<typeof agreedTotalPrice>;
      if ("agreedTotal" in booking.price) {
        checkStay({ ...stay, capacity: boat.guests, today: todayIn("Europe/Istanbul", now) });
        price = agreedTotalPrice(booking.price.agreedTotal, booking.price.currency, settings.deposit_percent);
      } else {
        const priced = booking.evenIfNotForRent ? { ...boat, forRent: true } : boat;
        price = await quoteStay(tx, priced, { ...stay, extras: booking.price.extras }, now);
      }
      // Dates already taken answer at once, without queueing on the lock (a live block ignores lapsed options).
      await assertDatesFree(tx, boat.id, stay, DATES_TAKEN);
      await lockBoat(tx, boat.id);
      // An option past its expiry no longer holds its days, even if the job has not run yet.
      await expireOptions(tx, { now, boatId: boat.id });
      // Again under the lock: the bookings before this one in the queue may have taken the dates.
      await assertDatesFree(tx, boat.id, stay, DATES_TAKEN);
      const { channel, customer } = booking;
      const optionExpiresAt = booking.status === "option" ? optionWindow(booking, settings, now) : null;
      const row = await insertReservation(
        tx,
        {
          boatId: boat.id,
          ...stay,
          customerName: customer.name,
          customerEmail: customer.email,
          customerPhone: customer.phone,
          note: customer.note,
          status: booking.status,
          optionExpiresAt,
          total: price.total,
          deposit: price.deposit,
          currency: price.currency,
          rates: ratesOf(settings),
          source: channel.source,
          kvkkConsentAt: channel.kvkkConsentAt,
          createdBy: channel.createdBy,
          idempotencyKey: channel.idempotencyKey ?? null,
          requestHash: channel.requestHash ?? null,
          locale: channel.locale,
          ...(channel.agency
            ? {
                agencyId: channel.agency.id,
                partnerReference: channel.agency.partnerReference,
                agencyCommissionBps: channel.agency.commissionBps,
                agencyCommission: commissionOf(price.total, channel.agency.commissionBps),
              }
            : {}),
        },
        price.lines,
      );
      await queueReservationMails(tx, row.id, booking.mails);
      return row;
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw conflict(DATES_TAKEN, "DATES_UNAVAILABLE");
    throw error;
  }
}

/** The option's end: the option window (`option_hours`), or the booking's own earlier moment (422 when later or past). */
function optionWindow(booking: Booking, settings: { option_hours: string | number }, now: Date): Date {
  const window = optionExpiry({ option_hours: String(settings.option_hours) }, now);
  const asked = booking.optionExpiresAt;
  if (!asked) return window;
  if (asked.getTime() <= now.getTime()) throw unprocessable("partner.expires_at_past", "EXPIRES_AT_PAST");
  if (asked.getTime() > window.getTime()) {
    throw unprocessable(
      msg("partner.expires_at_too_late", { hours: Number(settings.option_hours) }),
      "EXPIRES_AT_TOO_LATE",
    );
  }
  return asked;
}

/** An agency's commission on a gross amount: basis points, rounded half up to a whole minor unit. */
export const commissionOf = (gross: number, bps: number) => Math.floor((gross * bps + 5_000) / 10_000);
