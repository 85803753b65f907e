import { clock } from "@/lib/clock";

/** The admin session as the spec stores it locally (§3): iat, exp, id, token, user_role, user_name. */
export type AdminSession = {
  iat: number;
  exp: number;
  id: number;
  token: string;
  user_role: "ADMIN" | "OWNER";
  user_name: string;
};

export const SESSION_STORAGE_KEY = "platoboat-admin-session";
export const TOKEN_DECODE_ERROR = "Error encountered on server (Token decode failed). Please Inform administrators.";

function decodeBase64Url(part: string): string {
  const base64 = part
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(part.length / 4) * 4, "=");
  const bytes = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the payload of a three-part JWT; null when the token is not one or its payload does not decode. */
export function decodeTokenPayload(token: string): { id: number; role: string; iat: number; exp: number } | null {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload = JSON.parse(decodeBase64Url(parts[1]));
    if (typeof payload?.exp !== "number" || typeof payload?.iat !== "number" || typeof payload?.id !== "number")
      return null;
    return payload;
  } catch {
    return null;
  }
}

export function sessionFromLogin(
  token: string,
  user: { role: "ADMIN" | "OWNER"; UserDetail: { firstName: string; lastName: string } },
): AdminSession | null {
  const payload = decodeTokenPayload(token);
  if (!payload) return null;
  return {
    iat: payload.iat,
    exp: payload.exp,
    id: payload.id,
    token,
    user_role: user.role,
    user_name: `${user.UserDetail.firstName} ${user.UserDetail.lastName}`.trim(),
  };
}

/** Restores the stored session while now (in seconds) is below exp; removes it otherwise. */
export function loadSession(
  storage: Storage = localStorage,
  nowSeconds = clock.now().getTime() / 1000,
): AdminSession | null {
  const raw = storage.getItem(SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const session = JSON.parse(raw) as AdminSession;
    if (typeof session.exp === "number" && nowSeconds < session.exp && typeof session.token === "string")
      return session;
  } catch {
    // fall through: a broken entry is removed like an expired one
  }
  storage.removeItem(SESSION_STORAGE_KEY);
  return null;
}

export function saveSession(session: AdminSession, storage: Storage = localStorage): void {
  storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

export function clearSession(storage: Storage = localStorage): void {
  storage.removeItem(SESSION_STORAGE_KEY);
}
