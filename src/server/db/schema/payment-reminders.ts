import "server-only";
import { sql } from "drizzle-orm";
import { check, integer, pgTable, unique } from "drizzle-orm/pg-core";
import { createdAt, day } from "./columns";
import { reservations } from "./reservations";

/**
 * A reminder mailed to a guest before their balance falls due (issue 29): one row per reservation, due day and
 * reminder (days before it), written in the transaction that queues the mail. The unique key, not the job's timing,
 * makes it once: a second instance or a retry inserts nothing and sends nothing. A moved due day (other dates, another
 * `balance_due_days`) is another instalment date and gets its own reminders.
 */
export const paymentReminders = pgTable(
  "payment_reminders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    /** The balance's due day the reminder was for. */
    dueDate: day("due_date").notNull(),
    /** How many days before the due day it is meant to go (BALANCE_REMINDER_DAYS). */
    daysBefore: integer("days_before").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("payment_reminders_once").on(t.reservationId, t.dueDate, t.daysBefore),
    check("payment_reminders_days_check", sql`${t.daysBefore} BETWEEN 0 AND 60`),
  ],
);
