import "server-only";
import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

/**
 * Who exported or erased a person's data, and when. The person is named only by the sha256 of their
 * lower-case e-mail: enough to answer "was X erased?", without keeping X.
 */
export const privacyAudit = pgTable(
  "privacy_audit",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** export | erase | retention */
    action: text("action").notNull(),
    emailHash: text("email_hash"),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Counts of what was touched; never personal data. */
    details: jsonb("details").$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("privacy_audit_email_idx").on(t.emailHash)],
);
