import "server-only";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { userRole } from "./enums";

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: userRole("role").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone"),
    active: boolean("active").notNull().default(true),
    /** Carried in every token (`sv`): raised by a password change, a forced reset or a deactivation, so older tokens stop working. */
    sessionVersion: integer("session_version").notNull().default(0),
    /** Set by an ADMIN: login is refused until the user sets a new password through a reset link. */
    mustResetPassword: boolean("must_reset_password").notNull().default(false),
    /** An OWNER's commission in percent (0–100, 2 decimals), set by ADMIN; null: none set (0 % applies). */
    commissionPercent: numeric("commission_percent", { precision: 5, scale: 2 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    check("users_commission_percent_check", sql`${t.commissionPercent} BETWEEN 0 AND 100`),
  ],
);

/** Password reset links: only the SHA-256 of the token is kept; a row is used once, within 30 minutes. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);
