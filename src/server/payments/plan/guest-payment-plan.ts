import "server-only";
import type { z } from "zod";
import type { Currency } from "@/lib/money";
import type { instalmentSchema, nextPaymentSchema } from "@/shared/payment-plan";
import type { ReservationStatus } from "../../reservations/status";
import { nextInstalment } from "./next-instalment";
import { paymentPlan } from "./payment-plan";

export type PlannedReservation = {
  status: ReservationStatus;
  total: number;
  deposit: number;
  paid: number;
  currency: Currency;
  startDate: string;
  optionExpiresAt: Date | null;
  createdAt: Date;
};

/**
 * The payment plan and what a card payment would ask for now, as the guest's lookup answers them: the same rules
 * (`paymentPlan`, `nextInstalment`) and inputs as POST /v1/reservations/payments, so the button never promises
 * another amount than the start takes. Nothing is payable on a cancelled or expired reservation.
 */
export function guestPaymentPlan(
  reservation: PlannedReservation,
  when: { today: string; balanceDueDays: number },
): { instalments: z.output<typeof instalmentSchema>[]; next: z.output<typeof nextPaymentSchema> | null } {
  const input = { ...reservation, ...when };
  const closed = reservation.status === "cancelled" || reservation.status === "expired";
  const next = closed ? undefined : nextInstalment(input);
  return {
    instalments: paymentPlan(input).map((instalment) => ({
      purpose: instalment.purpose,
      amount: instalment.amount,
      open: instalment.open,
      currency: reservation.currency,
      due_date: instalment.dueDate,
      due_at: instalment.dueAt?.toISOString() ?? null,
      state: instalment.state,
    })),
    next: next ? { ...next, currency: reservation.currency } : null,
  };
}
