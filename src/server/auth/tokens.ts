import "server-only";
import { SignJWT, jwtVerify } from "jose";
import { z } from "zod";

export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

export const tokenPayload = z.object({
  id: z.number().int().positive(),
  role: z.enum(["ADMIN", "OWNER"]),
  /** The user's session version when the token was issued (users.session_version). */
  sv: z.number().int().min(0),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type TokenPayload = z.infer<typeof tokenPayload>;

/**
 * Signs a token for the user's current session version. A password change, a forced reset or a deactivation
 * raises the version, so every token issued before it is refused (exactly, unlike comparing second-granular
 * `iat` with the time of the change).
 */
export async function signToken(
  user: { id: number; role: "ADMIN" | "OWNER"; sessionVersion: number },
  secret: Uint8Array,
  now = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({ id: user.id, role: user.role, sv: user.sessionVersion })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt(now)
    .setExpirationTime(now + TOKEN_LIFETIME_SECONDS)
    .sign(secret);
}

/** Verifies signature (HS256 only, so `alg: none` and RS/HS confusion are refused) and expiry. */
export async function verifyToken(token: string, secret: Uint8Array): Promise<TokenPayload | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"] });
    const parsed = tokenPayload.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
