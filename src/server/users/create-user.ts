import "server-only";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { conflict } from "../domain-errors";
import { hashPassword } from "../auth/password";
import { assertStrongPassword } from "../auth/password-policy/assert-strong-password";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { createUserBody } from "./schemas";
import { toUserDto, userColumns } from "./user-columns";

export async function createUser(db: Db, input: z.output<typeof createUserBody>) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email))
    .limit(1);
  if (taken) throw conflict("users.email_taken", "EMAIL_TAKEN");
  assertStrongPassword(input.password, { email: input.email, names: [input.first_name, input.last_name] });
  const [row] = await db
    .insert(users)
    .values({
      email: input.email,
      passwordHash: await hashPassword(input.password),
      role: input.role,
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone ?? null,
    })
    .returning(userColumns);
  return toUserDto(row!);
}
