import "server-only";
import { bigint, date, timestamp } from "drizzle-orm/pg-core";

/** Money in integer minor units (kuruş, cents, pence). Never a float. */
export const money = (name: string) => bigint(name, { mode: "number" });
/** A calendar day as an ISO string (YYYY-MM-DD), never a Date at local midnight. */
export const day = (name: string) => date(name, { mode: "string" });
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
