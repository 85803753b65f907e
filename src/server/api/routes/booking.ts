import { z } from "zod";
import { RateLimiter } from "../../auth/rate-limit";
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
import { clientIp } from "../client-ip";
import { AppError, badRequest, tooManyRequests } from "../errors";
import { route } from "../route";
import { reservationRoutes } from "./reservations";
import { transactionRoutes } from "./transactions";

const tag = "booking";
const TEN_MINUTES = 10 * 60 * 1000;
const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** The booking engine's routes: public availability, quotes and reservations, staff reservations and payments. */
export function bookingRoutes() {
  return [...publicBookingRoutes(), ...reservationRoutes(), ...transactionRoutes()];
}

function publicBookingRoutes() {
  // Light limits per address: booking attempts, and failed look-ups (guessing codes).
  const bookingsPerIp = new RateLimiter(20, TEN_MINUTES);
  const lookupMissesPerIp = new RateLimiter(30, TEN_MINUTES);

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
        body: createReservationBody,
        response: createdReservationSchema,
        status: 201,
      },
      async ({ c, deps, body }) => {
        const ip = clientIp(c, deps.config.trustProxy);
        const wait = bookingsPerIp.retryAfter(ip);
        if (wait > 0) throw tooManyRequests(wait);
        bookingsPerIp.hit(ip);
        const header = c.req.header("idempotency-key");
        let idempotencyKey: string | undefined;
        if (header !== undefined) {
          const parsed = idempotencyKeySchema.safeParse(header);
          if (!parsed.success) throw badRequest("Idempotency-Key en fazla 200 görünür ASCII karakter olmalı.");
          idempotencyKey = parsed.data;
        }
        return createReservation(deps.db, body, { idempotencyKey });
      },
    ),
    route(
      {
        method: "get",
        path: "/reservations/lookup",
        summary:
          "The visitor's reservation by code and e-mail: status, dates, amounts, paid and due, option expiry, bank accounts. Wrong code or e-mail → the same 404",
        tag,
        access: "public",
        query: lookupQuery,
        response: lookupSchema,
      },
      async ({ c, deps, query }) => {
        const ip = clientIp(c, deps.config.trustProxy);
        const wait = lookupMissesPerIp.retryAfter(ip);
        if (wait > 0) throw tooManyRequests(wait);
        try {
          return await lookupReservation(deps.db, query);
        } catch (error) {
          if (error instanceof AppError && error.status === 404) lookupMissesPerIp.hit(ip);
          throw error;
        }
      },
    ),
  ];
}
