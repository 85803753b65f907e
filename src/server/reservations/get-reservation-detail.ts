import "server-only";
import type { ErrorKey } from "@/shared/messages/message-ref";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { notFound } from "../domain-errors";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import type { DbOrTx } from "../db/client";
import { boats, invoices, mailOutbox, reservations, transactions, users } from "../db/schema";
import { invoicePayment } from "../invoicing/invoice-columns";
import { markReservationSeen } from "../staff-marks/mark-reservation-seen";
import { transactionColumns, toTransactionDto } from "../payments/transaction-columns";
import { paymentPlan } from "../payments/plan/payment-plan";
import { getSettings } from "../settings/get-settings";
import { todayIn } from "../../lib/dates";
import { clock } from "../../lib/clock";
import { reviewInvitationState } from "../reviews/review-invitation-state";
import { readReservationLines } from "./lines/read-reservation-lines";
import { reservationListColumnsFor, toListItem } from "./reservation-columns";
import type { reservationDetailSchema } from "./schemas";
import { TRANSITIONS } from "./status";

export const RESERVATION_NOT_FOUND = "lookup.reservation_not_found" satisfies ErrorKey;

/**
 * One reservation with everything staff need: boat, frozen rates, payments, paid and due, the payment plan
 * (`paymentPlan`: deposit and balance with due day and state), the review invitation's state, and the mails queued for it. Opening it marks it seen by this user only (it leaves their dashboard badge). Another owner's → 404.
 */
export async function getReservationDetail(
  db: DbOrTx,
  user: AuthUser,
  by: { id: number } | { code: string },
  options: { markSeen?: boolean; now?: Date } = {},
): Promise<z.output<typeof reservationDetailSchema>> {
  const match = "id" in by ? eq(reservations.id, by.id) : eq(reservations.code, by.code);
  const [row] = await db
    .select({
      ...reservationListColumnsFor(user.id),
      rates: reservations.rates,
      note: reservations.note,
      kvkkConsentAt: reservations.kvkkConsentAt,
      createdById: users.id,
      createdByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      updatedAt: reservations.updatedAt,
    })
    .from(reservations)
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .leftJoin(users, eq(users.id, reservations.createdBy))
    .where(and(match, boatScope(user)))
    .limit(1);
  if (!row) throw notFound(RESERVATION_NOT_FOUND);

  if ((options.markSeen ?? true) && !row.seenByStaff) {
    await markReservationSeen(db, user.id, row.id);
    row.seenByStaff = true;
  }
  const payments = await db
    .select(transactionColumns)
    .from(transactions)
    .innerJoin(reservations, eq(reservations.id, transactions.reservationId))
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .leftJoin(users, eq(users.id, transactions.recordedBy))
    .leftJoin(invoices, invoicePayment)
    .where(eq(transactions.reservationId, row.id))
    .orderBy(asc(transactions.paidAt), asc(transactions.id));
  const mails = await db
    .select({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      templateKey: mailOutbox.templateKey,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      sentAt: mailOutbox.sentAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.reservationId, row.id))
    .orderBy(desc(mailOutbox.id));
  const priced = await readReservationLines(db, row);
  const reviewInvitation = await reviewInvitationState(db, row.id);
  const settings = await getSettings(db);
  const item = toListItem(row);

  return {
    ...item,
    allowed_statuses: [...TRANSITIONS[row.status]],
    rates: row.rates,
    note: row.note,
    kvkk_consent_at: row.kvkkConsentAt?.toISOString() ?? null,
    created_by: row.createdById !== null ? { id: row.createdById, name: row.createdByName ?? "" } : null,
    updated_at: row.updatedAt.toISOString(),
    transactions: payments.map(toTransactionDto),
    payment_plan: paymentPlan({
      status: row.status,
      total: row.total,
      deposit: row.deposit,
      paid: item.paid,
      startDate: row.startDate,
      createdAt: row.createdAt,
      optionExpiresAt: row.optionExpiresAt,
      today: todayIn("Europe/Istanbul", options.now ?? clock.now()),
      balanceDueDays: Number(settings.balance_due_days),
    }).map((p) => ({
      purpose: p.purpose,
      amount: p.amount,
      open: p.open,
      currency: row.currency,
      due_date: p.dueDate,
      due_at: p.dueAt?.toISOString() ?? null,
      state: p.state,
    })),
    lines: priced.lines,
    due_at_base: priced.due_at_base,
    review_invitation: reviewInvitation,
    mails: mails.map((m) => ({
      id: m.id,
      to_address: m.toAddress,
      subject: m.subject,
      template_key: m.templateKey,
      status: m.status,
      attempts: m.attempts,
      last_error: m.lastError,
      sent_at: m.sentAt?.toISOString() ?? null,
      created_at: m.createdAt.toISOString(),
    })),
  };
}
