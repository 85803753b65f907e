import "server-only";
import { jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { deriveKey } from "./secret-box";
import { clock } from "../../../lib/clock";

/**
 * What the password step answers instead of an access token when a second factor is due: a short-lived
 * signed proof that the password was right. "totp": the code is asked next; "enrol": an ADMIN who must
 * have TOTP sets it up first. Signed with its own derived key, so it is never accepted as an access token
 * and an access token is never accepted here. It carries the user's session version, so a password change or
 * reset (which raises it) ends every challenge issued before it, as it ends the sessions (see open-challenge.ts).
 */
export type ChallengePurpose = "totp" | "enrol";

const LIFETIME_SECONDS: Record<ChallengePurpose, number> = { totp: 5 * 60, enrol: 15 * 60 };

const claims = z.object({
  sub: z.string().regex(/^\d+$/),
  purpose: z.enum(["totp", "enrol"]),
  account: z.string(),
  sv: z.number().int().min(0),
});

export type Challenge = { userId: number; account: string; sessionVersion: number };

const keyOf = (jwtSecret: Uint8Array) => deriveKey(jwtSecret, "login-challenge");

export function signChallenge(
  jwtSecret: Uint8Array,
  purpose: ChallengePurpose,
  user: { id: number; email: string; sessionVersion: number },
  now = clock.now(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ purpose, account: user.email.toLowerCase(), sv: user.sessionVersion })
    .setProtectedHeader({ alg: "HS256", typ: "liman-challenge+jwt" })
    .setSubject(String(user.id))
    .setIssuedAt(iat)
    .setExpirationTime(iat + LIFETIME_SECONDS[purpose])
    .sign(keyOf(jwtSecret));
}

/**
 * The user the challenge was issued to, or null when it is forged, expired or for another purpose. Whether
 * the user's session version still matches is for the caller to check against the database (open-challenge.ts).
 */
export async function verifyChallenge(
  jwtSecret: Uint8Array,
  purpose: ChallengePurpose,
  token: string,
  now = clock.now(),
): Promise<Challenge | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(jwtSecret), {
      algorithms: ["HS256"],
      typ: "liman-challenge+jwt",
      currentDate: now,
    });
    const parsed = claims.safeParse(payload);
    if (!parsed.success || parsed.data.purpose !== purpose) return null;
    return { userId: Number(parsed.data.sub), account: parsed.data.account, sessionVersion: parsed.data.sv };
  } catch {
    return null;
  }
}
