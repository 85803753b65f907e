import "server-only";
import { z } from "zod";
import { loginResponse } from "../login";
import { msg } from "@/shared/messages/message-ref";

const challenge = z.string().min(1).max(4096);
const sixDigits = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: msg("auth.totp_six_digits") });

/** Second login step: the challenge and either the 6-digit code or a recovery code. */
export const totpLoginBody = z
  .object({
    challenge,
    code: z.string().trim().max(64).optional(),
    recoveryCode: z.string().trim().max(64).optional(),
  })
  .refine((b) => (b.code === undefined) !== (b.recoveryCode === undefined), {
    error: msg("auth.totp_code_or_recovery"),
    path: ["code"],
  });

export const enrolChallengeBody = z.object({ challenge });
export const enrolConfirmChallengeBody = z.object({ challenge, code: sixDigits });
export const confirmBody = z.object({ code: sixDigits });

export const disableBody = z
  .object({
    password: z.string().min(1).max(1024).optional(),
    code: z.string().trim().min(1).max(64).optional(),
  })
  .refine((b) => b.password !== undefined || b.code !== undefined, {
    error: msg("auth.password_or_code"),
    path: ["password"],
  });

export const enrolmentResponse = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string().describe("PNG as a data: URL"),
});

export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });

export const totpStatusResponse = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  required: z.boolean(),
});

/** POST /auth/login answers one of these. */
export const loginStepResponse = z.union([
  loginResponse,
  z.object({ totpRequired: z.literal(true), challenge: z.string() }),
  z.object({ totpEnrolmentRequired: z.literal(true), challenge: z.string() }),
]);

export const enrolledLoginResponse = loginResponse.extend({ recoveryCodes: z.array(z.string()) });
