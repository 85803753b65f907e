import "server-only";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { unauthorized } from "../domain-errors";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { passwordResetRequired } from "../passwords/password-reset-required";
import { verifyAgainstDummy, verifyPassword } from "./password";
import { signToken } from "./tokens";
import { secondFactorStep } from "./totp/second-factor-step";
import type { ErrorKey } from "@/shared/messages/message-ref";

export const loginBody = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1024),
});

export const loginResponse = z.object({
  accessToken: z.string(),
  user: z.object({
    id: z.number(),
    email: z.string(),
    role: z.enum(["ADMIN", "OWNER"]),
    UserDetail: z.object({ firstName: z.string(), lastName: z.string() }),
  }),
});

const WRONG_CREDENTIALS = "auth.wrong_credentials" satisfies ErrorKey;

/** Checks the credentials of an active user and issues a token; any failure is the same 401. */
export async function login(db: Db, secret: Uint8Array, input: z.infer<typeof loginBody>) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()))
    .limit(1);
  if (!user) {
    await verifyAgainstDummy(input.password);
    throw unauthorized(WRONG_CREDENTIALS);
  }
  if (!(await verifyPassword(user.passwordHash, input.password)) || !user.active) throw unauthorized(WRONG_CREDENTIALS);
  if (user.mustResetPassword) throw passwordResetRequired();
  const secondFactor = await secondFactorStep(db, secret, user);
  if (secondFactor) return secondFactor;
  return {
    accessToken: await signToken(user, secret),
    user: {
      id: user.id,
      email: user.email,
      role: user.role,
      UserDetail: { firstName: user.firstName, lastName: user.lastName },
    },
  };
}
