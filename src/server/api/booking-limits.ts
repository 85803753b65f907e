import "server-only";
import type { Limit } from "../rate-limits/limit";

const TEN_MINUTES = 10 * 60 * 1000;
const ONE_MINUTE = 60 * 1000;

/**
 * Guest PDF downloads (confirmation, contract) per address and minute, every request counted (cached or not, found
 * or not): a guest opens a handful; a render costs 1–2.5 s of CPU (decision 0053).
 */
export const GUEST_DOCUMENTS_PER_MINUTE = 20;

/** Light limits per address: booking attempts, card payments started, failed look-ups (guessing codes), guest PDFs. */
export const BOOKING_LIMITS = {
  bookings: { name: "booking-address", max: 20, windowMs: TEN_MINUTES },
  paymentStarts: { name: "payment-start-address", max: 20, windowMs: TEN_MINUTES },
  lookupMisses: { name: "lookup-address", max: 30, windowMs: TEN_MINUTES },
  guestDocuments: {
    name: "guest-documents-address",
    max: GUEST_DOCUMENTS_PER_MINUTE,
    windowMs: ONE_MINUTE,
    refusal: { code: "TOO_MANY_DOCUMENT_REQUESTS", message: "lookup.documents_too_many" },
  },
} satisfies Record<string, Limit>;
