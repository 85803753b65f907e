import "server-only";
import { bigint, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./users";

/**
 * A staff member's TOTP second factor. The secret is stored encrypted (AES-256-GCM, see auth/totp/secret-box.ts).
 * `confirmed_at` null = enrolment started but not confirmed with a code yet (not required at login).
 * `last_time_step` is the newest 30-second step a code was accepted for: a code is never accepted twice.
 */
export const userTotp = pgTable("user_totp", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretEncrypted: text("secret_encrypted").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastTimeStep: bigint("last_time_step", { mode: "number" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Single-use recovery codes, stored as SHA-256 of the normalised code (80 random bits, so no slow hash needed). */
export const userRecoveryCodes = pgTable(
  "user_recovery_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("user_recovery_codes_user_hash_key").on(t.userId, t.codeHash)],
);
