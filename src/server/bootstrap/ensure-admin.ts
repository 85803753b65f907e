import { eq, sql } from "drizzle-orm";
import { hashPassword } from "../auth/password";
import type { Db } from "../db/client";
import { users } from "../db/schema";

/** Creates the ADMIN named by ADMIN_EMAIL/ADMIN_PASSWORD unless a user with that e-mail exists. */
export async function ensureAdmin(db: Db, admin: { email: string; password: string }): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, admin.email.toLowerCase()))
    .limit(1);
  if (existing) return false;
  await db.insert(users).values({
    email: admin.email.toLowerCase(),
    passwordHash: await hashPassword(admin.password),
    role: "ADMIN",
    firstName: "Liman",
    lastName: "Yönetici",
  });
  return true;
}
