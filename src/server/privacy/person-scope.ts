import "server-only";
import { and, inArray, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { boatComments, contactMessages, mailOutbox, reservations } from "../db/schema";

/** Whether a text column holds the address anywhere, case-insensitively (no LIKE wildcards to escape). */
export const mentions = (column: SQL, email: string) => sql`strpos(lower(${column}), ${email}) > 0`;

/** Where the rows about one e-mail address are: the reservations' ids and boats, and each table's filter. */
export async function personScope(tx: DbOrTx, email: string) {
  const owned = await tx
    .select({ id: reservations.id, boatId: reservations.boatId, name: reservations.customerName })
    .from(reservations)
    .where(sql`lower(${reservations.customerEmail}) = ${email}`);
  const reservationIds = owned.map((r) => r.id);
  const messageFilter = sql`lower(${contactMessages.email}) = ${email}`;
  const messages = await tx.select({ name: contactMessages.name }).from(contactMessages).where(messageFilter);
  // Reviews carry only a name: a review counts as theirs when it is on a boat they booked, under a name they used.
  const names = [...new Set([...owned, ...messages].map((r) => r.name.trim().toLowerCase()))];
  const boatIds = [...new Set(owned.map((r) => r.boatId))];
  const byName =
    names.length > 0 && boatIds.length > 0
      ? and(inArray(boatComments.boatId, boatIds), inArray(sql`lower(trim(${boatComments.name}))`, names))
      : undefined;
  // A review sent through the link mailed after a stay is theirs by its reservation, whatever its name.
  const byStay = reservationIds.length > 0 ? inArray(boatComments.reservationId, reservationIds) : undefined;
  const commentFilter = or(byName, byStay) ?? sql`false`;
  const mailFilter = or(
    sql`lower(${mailOutbox.toAddress}) = ${email}`,
    reservationIds.length > 0 ? inArray(mailOutbox.reservationId, reservationIds) : undefined,
    mentions(sql`${mailOutbox.subject} || ' ' || ${mailOutbox.html} || ' ' || ${mailOutbox.text}`, email),
    mentions(sql`coalesce(${mailOutbox.lastError}, '')`, email),
  )!;
  return { reservationIds, messageFilter, commentFilter: commentFilter!, mailFilter };
}
