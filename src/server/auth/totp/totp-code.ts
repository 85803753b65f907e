import { generateSecret, generateURI, verify } from "otplib";
import { clock } from "../../../lib/clock";

export const TOTP_ISSUER = "Liman";
/** One 30-second step either side of the server's clock is accepted (phones drift, people type slowly). */
const TOLERANCE_SECONDS = 30;

/** A fresh Base32 secret of 20 random bytes (what authenticator apps expect). */
export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUri(secret: string, account: string, issuer = TOTP_ISSUER): string {
  return generateURI({ issuer, label: account, secret });
}

export const isTotpCodeShape = (code: string) => /^\d{6}$/.test(code);

/**
 * The time step a 6-digit code belongs to, or null when it is not valid now. Steps at or before
 * `afterTimeStep` (the last one accepted for this user) are refused, so a code works only once.
 */
export async function acceptedTimeStep(
  secret: string,
  code: string,
  options: { afterTimeStep?: number | null; now?: Date } = {},
): Promise<number | null> {
  if (!isTotpCodeShape(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor((options.now ?? clock.now()).getTime() / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      afterTimeStep: options.afterTimeStep ?? undefined,
    });
    return result.valid && "timeStep" in result ? result.timeStep : null;
  } catch {
    // e.g. a stored last step ahead of this clock: nothing in the window can be newer.
    return null;
  }
}
