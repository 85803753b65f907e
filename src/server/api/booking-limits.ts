import "server-only";
import type { Limit } from "../rate-limits/limit";

const TEN_MINUTES = 10 * 60 * 1000;

/** Light limits per address: booking attempts, card payments started, and failed look-ups (guessing codes). */
export const BOOKING_LIMITS = {
  bookings: { name: "booking-address", max: 20, windowMs: TEN_MINUTES },
  paymentStarts: { name: "payment-start-address", max: 20, windowMs: TEN_MINUTES },
  lookupMisses: { name: "lookup-address", max: 30, windowMs: TEN_MINUTES },
} satisfies Record<string, Limit>;
