import "server-only";
import { z } from "zod";
import { availabilityQuery, availabilitySchema, getBoatAvailability } from "../../availability/get-boat-availability";
import { quoteBoat } from "../../pricing/quote-boat";
import { quoteBody, quoteSchema } from "../../pricing/schemas";
import { createReservation } from "../../reservations/create-reservation";
import { lookupReservation } from "../../reservations/lookup-reservation";
import {
  createdReservationSchema,
  createReservationBody,
  idempotencyKeySchema,
  lookupQuery,
  lookupSchema,
} from "../../reservations/schemas";
import { BOOKING_LIMITS } from "../booking-limits";
import { clientIp } from "../client-ip";
import { asGuest } from "../as-guest";
import { badRequest } from "../errors";
import { route } from "../route";
import { takeAttempt } from "../../rate-limits/throttle";
import { localeOf } from "../answer-locale";

const tag = "booking";
const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** The booking engine's public routes: availability, quotes, reservations and the guest's look-up. */
export function bookingRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/boats/:slug/availability",
        summary:
          "Blocked day ranges [start_date, end_date) of an active boat within [from, to) (default: the next 365 days, at most 2 years); no personal data",
        tag,
        access: "public",
        params: slugParams,
        query: availabilityQuery,
        response: availabilitySchema,
      },
      ({ deps, params, query }) => getBoatAvailability(deps.db, params.slug, query),
    ),
    route(
      {
        method: "post",
        path: "/boats/:slug/quote",
        summary:
          "Prices a stay [start_date, end_date): per-day prices, total, deposit (deposit_percent), balance, amounts in every currency; 4xx with a Turkish reason when it cannot be booked",
        tag,
        access: "public",
        errors: [409, 422],
        params: slugParams,
        body: quoteBody,
        response: quoteSchema,
      },
      ({ deps, params, body }) => quoteBoat(deps.db, params.slug, body),
    ),
    route(
      {
        method: "post",
        path: "/reservations",
        summary:
          "Reservation request from the website: holds the dates as an option (option_hours), freezes price and rates, queues the mails. Optional Idempotency-Key header: same key and body → the same answer; other body → 422",
        tag,
        access: "public",
        errors: [409, 422, 429],
        body: createReservationBody,
        response: createdReservationSchema,
        status: 201,
      },
      async ({ c, deps, body }) => {
        await takeAttempt(deps, [{ limit: BOOKING_LIMITS.bookings, subject: clientIp(c, deps.config.trustProxy) }]);
        const header = c.req.header("idempotency-key");
        let idempotencyKey: string | undefined;
        if (header !== undefined) {
          const parsed = idempotencyKeySchema.safeParse(header);
          if (!parsed.success) throw badRequest("booking.idempotency_key_length");
          idempotencyKey = parsed.data;
        }
        return createReservation(deps.db, body, {
          idempotencyKey,
          locale: localeOf(c),
        });
      },
    ),
    route(
      {
        method: "get",
        path: "/reservations/lookup",
        summary:
          "The visitor's reservation by code and e-mail: status, dates, amounts, paid and due, option expiry, bank accounts, the payment plan (deposit and balance with due date and state: paid/due/overdue/upcoming), what a card payment would ask for now (next_payment) and whether card payments are on (card_payments), the damage deposit (security_deposit: amount, whether it can be held on the card now, its state). Wrong code or e-mail → the same 404",
        tag,
        access: "public",
        errors: [404, 429],
        query: lookupQuery,
        response: lookupSchema,
      },
      async ({ c, deps, query }) =>
        asGuest(c, deps, () =>
          lookupReservation(deps.db, query, {
            cardPayments: deps.config.paymentsProvider !== undefined,
            cardHolds: deps.config.iyzico !== undefined,
            now: deps.now?.(),
          }),
        ),
    ),
  ];
}
