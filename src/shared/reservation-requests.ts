import { z } from "zod";
import { currencySchema } from "./currency";
import { daySchema } from "./day-schema";
import { guestsSchema } from "./pricing";
import { msg } from "./messages/message-ref";
import { lookupQuery } from "./reservations";

/** Guest requests from /enquire (issue 15 item 5): cancel the reservation, or change its dates and/or guests. */
export const REQUEST_KINDS = ["cancel", "change"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export const REQUEST_STATUSES = ["open", "approved", "refused"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_KIND_LABELS: Record<RequestKind, string> = {
  cancel: "İptal talebi",
  change: "Değişiklik talebi",
};
/** The same labels for an English-speaking guest (mails and /en/enquire). */
export const REQUEST_KIND_LABELS_EN: Record<RequestKind, string> = {
  cancel: "Cancellation request",
  change: "Change request",
};
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  open: "Yanıt bekliyor",
  approved: "Onaylandı",
  refused: "Reddedildi",
};

export const REQUEST_MESSAGE_MAX = 2000;
export const STAFF_NOTE_MAX = 2000;

const message = z
  .string({ error: msg("requests.message_text") })
  .trim()
  .max(REQUEST_MESSAGE_MAX, { error: msg("requests.message_too_long", { max: REQUEST_MESSAGE_MAX }) });

/** The code + e-mail pair that opens a reservation on /enquire (same as GET /v1/reservations/lookup). */
export const guestRequestQuery = lookupQuery;

/** POST /v1/reservations/requests: a cancellation, or a change of dates (both) and/or guests, with a message. */
export const createGuestRequestBody = lookupQuery
  .extend({
    kind: z.enum(REQUEST_KINDS, { error: msg("requests.request_kind") }),
    message: message.optional(),
    start_date: daySchema.optional(),
    end_date: daySchema.optional(),
    guests: guestsSchema.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.kind === "cancel") {
      if (b.start_date !== undefined || b.end_date !== undefined || b.guests !== undefined) {
        ctx.addIssue({
          code: "custom",
          message: msg("requests.cancel_no_change"),
          path: ["kind"],
        });
      }
      return;
    }
    if ((b.start_date === undefined) !== (b.end_date === undefined)) {
      ctx.addIssue({
        code: "custom",
        message: msg("requests.change_both_dates"),
        path: ["end_date"],
      });
    } else if (b.start_date !== undefined && b.end_date !== undefined && b.end_date <= b.start_date) {
      ctx.addIssue({ code: "custom", message: msg("booking.checkout_after_checkin"), path: ["end_date"] });
    }
    if (b.start_date === undefined && b.guests === undefined && !b.message) {
      ctx.addIssue({
        code: "custom",
        message: msg("requests.change_needs_something"),
        path: ["message"],
      });
    }
  });

export const cancellationCostSchema = z.object({
  tier_label: z.string(),
  days_before: z.number().int(),
  amount: z.number().int(),
  paid: z.number().int(),
  refund: z.number().int(),
  outstanding: z.number().int(),
  currency: currencySchema,
});

const guestRequestSchema = z.object({
  kind: z.enum(REQUEST_KINDS),
  kind_label: z.string(),
  status: z.enum(REQUEST_STATUSES),
  status_label: z.string(),
  message: z.string().nullable(),
  requested_start_date: z.string().nullable(),
  requested_end_date: z.string().nullable(),
  requested_guests: z.number().int().nullable(),
  quoted_cost: z.number().int().nullable(),
  quoted_refund: z.number().int().nullable(),
  staff_note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});

/** What /enquire shows under a reservation: today's cost of cancelling, the terms, and the guest's requests. */
export const guestRequestsViewSchema = z.object({
  /** The Istanbul day the cost is computed for (the app's clock). */
  today: z.string(),
  can_request: z.boolean(),
  /** Why no request can be sent (cancelled, completed, checked in, a request already open), or null. */
  unavailable_reason: z.string().nullable(),
  cost: cancellationCostSchema.nullable(),
  terms: z.array(z.string()),
  open_request: guestRequestSchema.nullable(),
  /** The latest decided request, so the guest sees the answer. */
  last_decided: guestRequestSchema.nullable(),
});
export type GuestRequestsView = z.output<typeof guestRequestsViewSchema>;

export const staffRequestSchema = guestRequestSchema.extend({
  id: z.number().int(),
  reservation_id: z.number().int(),
  reservation_code: z.string(),
  boat_name: z.string(),
  customer_name: z.string(),
  quoted_currency: currencySchema.nullable(),
  quoted_tier: z.string().nullable(),
  decided_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type StaffRequest = z.output<typeof staffRequestSchema>;

export const listRequestsQuery = z.object({
  status: z.enum(REQUEST_STATUSES, { error: msg("requests.status_filter") }).optional(),
});

/** POST /v1/admin/reservation-requests/:id/decision. */
export const decideRequestBody = z.object({
  decision: z.enum(["approved", "refused"], { error: msg("requests.decision") }),
  note: z
    .string({ error: msg("requests.note_text") })
    .trim()
    .max(STAFF_NOTE_MAX, { error: msg("requests.note_too_long", { max: STAFF_NOTE_MAX }) })
    .optional(),
});
