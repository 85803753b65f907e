import "server-only";
import type { Context } from "hono";
import { clock } from "../../../lib/clock";
import { availabilityString } from "../../partner/availability-string";
import { listPartnerBoats } from "../../partner/list-boats";
import { confirmOption, createOption, releaseOption } from "../../partner/options";
import { feedAnswerJson, partnerFeed } from "../../partner/partner-feed";
import { partnerQuote } from "../../partner/partner-quote";
import { getPartnerReservation } from "../../partner/partner-reservation";
import {
  availabilityQuery,
  availabilityStringSchema,
  boatsQuery,
  feedQuery,
  feedSchema,
  optionBody,
  optionParams,
  partnerBoatsSchema,
  partnerQuoteBody,
  partnerQuoteSchema,
  partnerReservationSchema,
} from "../../partner/schemas";
import { idempotencyKeySchema } from "../../reservations/schemas";
import { badRequest } from "../errors";
import { route } from "../route";

const tag = "partner";

function idempotencyKeyOf(c: Context): string | undefined {
  const header = c.req.header("idempotency-key");
  if (header === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw badRequest("booking.idempotency_key_length");
  return parsed.data;
}

/**
 * The partner API (issue 31): agencies sell our boats with their API key (Bearer), each call counted against the
 * agency's limit a minute. Its own OpenAPI document is /v1/partner/openapi.json (api/app.ts); docs/partner-api.md
 * is the developer's guide.
 */
export function partnerRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/partner/boats",
        summary: "The bookable boats, by id, a page at a time (`after` = the last id of the previous page)",
        tag,
        access: "partner",
        query: boatsQuery,
        response: partnerBoatsSchema,
      },
      ({ deps, query }) => listPartnerBoats(deps.db, query, deps.config.publicUrl, clock.now()),
    ),
    route(
      {
        method: "get",
        path: "/partner/availability",
        summary: "A boat's year as one character a day from 1 January: 0 free, 1 booked, 2 under option, 3 closed",
        tag,
        access: "partner",
        query: availabilityQuery,
        errors: [404],
        response: availabilityStringSchema,
      },
      ({ deps, query }) => availabilityString(deps.db, query.boat_id, query.year, deps.now?.() ?? clock.now()),
    ),
    route(
      {
        method: "post",
        path: "/partner/quotes",
        summary:
          "Price a stay: gross (the public price), your commission and net, obligatory extras, deposit and payment plan; 409 when the dates are taken",
        tag,
        access: "partner",
        body: partnerQuoteBody,
        errors: [409, 422],
        response: partnerQuoteSchema,
      },
      ({ deps, body, agency }) => partnerQuote(deps.db, agency, body, clock.now()),
    ),
    route(
      {
        method: "post",
        path: "/partner/options",
        summary:
          "Hold the dates as an option until expires_at (the option window, or earlier when asked); 409 when taken. Idempotency-Key: the same key and body answer the same option",
        tag,
        access: "partner",
        body: optionBody,
        errors: [409, 422],
        response: partnerReservationSchema,
        status: 201,
      },
      ({ c, deps, body, agency }) =>
        createOption(deps.db, agency, body, { idempotencyKey: idempotencyKeyOf(c), now: clock.now() }),
    ),
    route(
      {
        method: "delete",
        path: "/partner/options/:id",
        summary: "Release an option: its days are free at once (409 when it is no longer an option)",
        tag,
        access: "partner",
        params: optionParams,
        response: partnerReservationSchema,
      },
      ({ deps, params, agency }) => releaseOption(deps.db, agency, params.id, clock.now()),
    ),
    route(
      {
        method: "post",
        path: "/partner/options/:id/confirm",
        summary: "Confirm an option: it becomes a booking (409 when it is no longer an option, e.g. expired)",
        tag,
        access: "partner",
        params: optionParams,
        response: partnerReservationSchema,
      },
      ({ deps, params, agency }) => confirmOption(deps.db, agency, params.id, clock.now()),
    ),
    route(
      {
        method: "get",
        path: "/partner/reservations",
        summary:
          "Your reservations changed since `cursor` (or `modified_since`), oldest change first, cancellations and expiries included, with the next cursor",
        tag,
        access: "partner",
        query: feedQuery,
        response: feedSchema,
      },
      async ({ c, deps, query, agency }) =>
        c.body(feedAnswerJson(await partnerFeed(deps.db, agency.id, query)), 200, {
          "Content-Type": "application/json",
        }),
    ),
    route(
      {
        method: "get",
        path: "/partner/reservations/:id",
        summary: "One of your reservations (another agency's is not found)",
        tag,
        access: "partner",
        params: optionParams,
        response: partnerReservationSchema,
      },
      ({ deps, params, agency }) => getPartnerReservation(deps.db, agency.id, params.id),
    ),
  ];
}
