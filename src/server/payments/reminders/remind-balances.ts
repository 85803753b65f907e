import "server-only";
import { and, asc, eq, gt, isNull, lte, ne, sql } from "drizzle-orm";
import { clock } from "../../../lib/clock";
import { addDays, diffDays, todayIn } from "../../../lib/dates";
import type { Db } from "../../db/client";
import { boats, mailTemplates, paymentReminders, reservations } from "../../db/schema";
import { queueReservationMails } from "../../mail/queue-reservation-mails";
import { paidOf } from "../../reservations/reservation-columns";
import { getSettings } from "../../settings/get-settings";
import { paymentPlan } from "../plan/payment-plan";
import { BALANCE_REMINDER_DAYS, BALANCE_REMINDER_TEMPLATE, reminderFor } from "./balance-reminder-days";

/** Reminders made in one pass at most (the rest wait for the next pass). */
const BATCH = 100;

/** Rolls back one reminder whose mail could not be queued (the template was switched off meanwhile). */
class TemplateOff extends Error {}

/**
 * Mails the guests of confirmed reservations whose balance falls due soon (`paymentPlan`'s balance, still open,
 * due in 1–7 days) the reminder that is due (`reminderFor`: a week before, then the day before). A reminder whose
 * day came before the booking is skipped: the booking's own mails gave the plan. Each reminder is written with its
 * mail in one transaction; the unique (reservation, due day, reminder) of payment_reminders makes a second one
 * impossible, whether the job runs again or on another instance at once. Nothing while the template is off.
 * Answers the reservations reminded in this pass.
 */
export async function remindBalances(
  db: Db,
  { now = clock.now(), today = todayIn("Europe/Istanbul", now) }: { now?: Date; today?: string } = {},
): Promise<number[]> {
  const [template] = await db
    .select({ active: mailTemplates.active })
    .from(mailTemplates)
    .where(eq(mailTemplates.key, BALANCE_REMINDER_TEMPLATE))
    .limit(1);
  if (!template?.active) return [];

  const balanceDueDays = Number((await getSettings(db)).balance_due_days);
  const furthest = Math.max(...BALANCE_REMINDER_DAYS);
  // A confirmed stay's balance falls due `balance_due_days` before its start (paymentPlan decides below).
  const candidates = await db
    .select({
      id: reservations.id,
      status: reservations.status,
      total: reservations.total,
      deposit: reservations.deposit,
      paid: paidOf,
      startDate: reservations.startDate,
      createdAt: reservations.createdAt,
      optionExpiresAt: reservations.optionExpiresAt,
    })
    .from(reservations)
    // The join makes drizzle name every column with its table, which paidOf's subquery needs.
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(
      and(
        eq(reservations.status, "confirmed"),
        isNull(reservations.anonymizedAt),
        ne(reservations.customerEmail, ""),
        sql`${paidOf} < ${reservations.total}`,
        gt(reservations.startDate, addDays(today, balanceDueDays)),
        lte(reservations.startDate, addDays(today, balanceDueDays + furthest)),
      ),
    )
    .orderBy(asc(reservations.startDate), asc(reservations.id))
    .limit(BATCH);

  const reminded: number[] = [];
  for (const row of candidates) {
    const balance = paymentPlan({ ...row, paid: Number(row.paid), today, balanceDueDays }).find(
      (instalment) => instalment.purpose === "balance",
    );
    if (balance?.state !== "upcoming") continue;
    const daysBefore = reminderFor(diffDays(today, balance.dueDate));
    if (daysBefore === undefined) continue;
    const bookedOn = todayIn("Europe/Istanbul", row.createdAt);
    if (bookedOn >= addDays(balance.dueDate, -daysBefore)) continue;
    try {
      const made = await db.transaction(async (tx) => {
        const [written] = await tx
          .insert(paymentReminders)
          .values({ reservationId: row.id, dueDate: balance.dueDate, daysBefore, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: paymentReminders.id });
        if (!written) return false;
        // The reservation's variables give the due day ({{balance_due_date}}) and, with a card provider, the
        // "Kartla öde" button to the guest's page ({{card_payment_link}}).
        const queued = await queueReservationMails(tx, row.id, { guest: BALANCE_REMINDER_TEMPLATE });
        if (queued.guest === null) throw new TemplateOff();
        return true;
      });
      if (made) reminded.push(row.id);
    } catch (error) {
      if (error instanceof TemplateOff) break;
      throw error;
    }
  }
  return reminded;
}
