import "server-only";
import { pgEnum } from "drizzle-orm/pg-core";
import { CURRENCIES } from "../../../lib/money";

export const userRole = pgEnum("user_role", ["ADMIN", "OWNER"]);
export const currency = pgEnum("currency", CURRENCIES);
export const reservationStatus = pgEnum("reservation_status", [
  "option",
  "confirmed",
  "completed",
  "cancelled",
  "expired",
]);
export const reservationSource = pgEnum("reservation_source", ["website", "staff", "agency"]);
export const externalStatus = pgEnum("external_status", ["active", "cancelled"]);
export const closingSource = pgEnum("closing_source", ["manual", "ical"]);
export const blockKind = pgEnum("block_kind", ["reservation", "external", "boat_date"]);
export const transactionKind = pgEnum("transaction_kind", ["deposit", "balance", "refund", "damage_deposit"]);
export const paymentMethod = pgEnum("payment_method", ["bank_transfer", "card", "cash"]);
/** 'uncertain': the SMTP conversation broke after the message went out; never retried without staff. */
export const mailStatus = pgEnum("mail_status", ["queued", "sending", "sent", "failed", "uncertain"]);
