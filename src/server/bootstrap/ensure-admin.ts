import "server-only";
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "../auth/password";
import { passwordProblem } from "../auth/password-policy/check-password";
import { ConfigError } from "../config";
import type { Db } from "../db/client";
import { users } from "../db/schema";

/**
 * Creates the ADMIN named by ADMIN_EMAIL/ADMIN_PASSWORD unless a user with that e-mail exists. The password
 * must meet the password policy (a ConfigError says why not); it is not checked when the user exists already.
 */
export async function ensureAdmin(db: Db, admin: { email: string; password: string }): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, admin.email.toLowerCase()))
    .limit(1);
  if (existing) return false;
  // The operator reads configuration errors in English, like the rest of them.
  const problem = passwordProblem(admin.password, { email: admin.email }, "en");
  if (problem) throw new ConfigError(`ADMIN_PASSWORD is refused by the password policy: ${problem}`);
  await db.insert(users).values({
    email: admin.email.toLowerCase(),
    passwordHash: await hashPassword(admin.password),
    role: "ADMIN",
    firstName: "Liman",
    lastName: "Yönetici",
  });
  return true;
}
