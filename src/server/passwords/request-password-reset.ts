import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { issueResetLink } from "./issue-reset-link";
import { RESET_REQUEST_ANSWER } from "./schemas";
import { clock } from "../../lib/clock";

/**
 * "Şifremi unuttum": mails a reset link to an active user with this e-mail. The answer is the same whether or
 * not such a user exists, so the form tells nobody which addresses have accounts.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  options: { publicUrl: string; now?: Date },
): Promise<{ message: string }> {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, active: users.active })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  if (user?.active) {
    await db.transaction((tx) =>
      issueResetLink(tx, user, { publicUrl: options.publicUrl, reason: "forgot", now: options.now ?? clock.now() }),
    );
  }
  return { message: RESET_REQUEST_ANSWER };
}
