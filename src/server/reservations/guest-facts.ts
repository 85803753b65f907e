import "server-only";
import { columnsOf } from "../db/columns-of";
import { reservations } from "../db/schema";

/** A reservation's own facts as its guest reads them: in its mails and on its documents (join its boat for the rest). */
export const guestFacts = columnsOf(reservations, [
  "code",
  "status",
  "customerName",
  "customerEmail",
  "customerPhone",
  "guests",
  "startDate",
  "endDate",
  "total",
  "deposit",
  "currency",
  "optionExpiresAt",
  "createdAt",
  "locale",
]);
