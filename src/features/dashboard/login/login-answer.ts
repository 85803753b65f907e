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

/** POSTs JSON to a public auth endpoint; answers `content` or throws an Error with the Turkish message. */
export async function postAuth<T>(path: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "tr" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error("Sunucuya ulaşılamadı.");
  }
  const payload = await res.json().catch(() => ({ content: res.statusText }));
  if (!res.ok) throw new Error(typeof payload?.content === "string" ? payload.content : `${res.status}`);
  return payload.content as T;
}

/** What the steps after the password (TOTP, enrolment) are given: the challenge, where to go on success or back. */
export type LoginStepProps = { challenge: string; onSignedIn: (answer: SignedIn) => void; onCancel: () => void };
