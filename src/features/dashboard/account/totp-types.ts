/** Shapes of the TOTP answers of the API (src/server/auth/totp/schemas.ts). */
export type Enrolment = { secret: string; otpauthUrl: string; qrCode: string };
export type TotpStatus = { enabled: boolean; enabledAt: string | null; recoveryCodesLeft: number; required: boolean };

/** The Base32 secret in groups of four, easier to type into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}
