import { createApi } from "@/shared/api/client";

/** What POST /v1/auth/login (and the second steps) answer: a token, or a challenge for a second factor. */
export type SignedIn = {
  accessToken: string;
  user: { role: "ADMIN" | "OWNER"; UserDetail: { firstName: string; lastName: string } };
};
export type SecondStep = { kind: "totp"; challenge: string } | { kind: "enrol"; challenge: string };

export function secondStepOf(content: unknown): SecondStep | null {
  const c = content as { totpRequired?: boolean; totpEnrolmentRequired?: boolean; challenge?: string } | null;
  if (!c || typeof c.challenge !== "string") return null;
  if (c.totpRequired === true) return { kind: "totp", challenge: c.challenge };
  if (c.totpEnrolmentRequired === true) return { kind: "enrol", challenge: c.challenge };
  return null;
}

/** The sign-in steps' client (no session yet): answers `content` or throws ApiError with the Turkish message. */
export const authApi = createApi({
  headers: () => ({ "accept-language": "tr" }),
  networkMessage: "Sunucuya ulaşılamadı.",
  fallbackMessage: (res) => res.statusText || String(res.status),
});

/** What the steps after the password (TOTP, enrolment) are given: the challenge, where to go on success or back. */
export type LoginStepProps = { challenge: string; onSignedIn: (answer: SignedIn) => void; onCancel: () => void };
