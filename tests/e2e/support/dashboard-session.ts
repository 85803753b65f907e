import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config";
import { type AdminSession, SESSION_STORAGE_KEY } from "../../../src/features/dashboard/session/session";
import { loginAnswer } from "./admin-login";

/** Logs in through the API and returns the token with the session the dashboard would store for it. */
export async function apiLogin(
  request: APIRequestContext,
  user: { email: string; password: string } = E2E_ADMIN,
): Promise<{ token: string; session: AdminSession }> {
  const { accessToken: token, user: who } = await loginAnswer(request, user);
  const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
  return {
    token,
    session: {
      iat: payload.iat,
      exp: payload.exp,
      id: payload.id,
      token,
      user_role: who.role,
      user_name: `${who.UserDetail.firstName} ${who.UserDetail.lastName}`,
    },
  };
}

/**
 * Starts the page signed in (the stored session the login form writes, spec §3) without going through the
 * form each time; the login form itself is covered by the foundation and dashboard login tests.
 */
export async function useStoredSession(page: Page, session: AdminSession) {
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key as string)) window.localStorage.setItem(key as string, value as string);
    },
    [SESSION_STORAGE_KEY, JSON.stringify(session)],
  );
}

/** Admin API calls for arranging and checking data in tests. */
export function adminApi(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return async <T = any>(method: "get" | "post" | "put" | "patch" | "delete", path: string, data?: unknown) => {
    const res = await request[method](`/v1${path}`, { headers, data });
    expect(res.ok(), `${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()).content as T;
  };
}

/** The count in a side-menu badge (0 when the badge is not shown). */
export async function menuBadge(page: Page, linkName: string): Promise<number> {
  const link = page.getByRole("navigation", { name: "Yönetim menüsü" }).getByRole("link", { name: linkName });
  const text = (await link.textContent()) ?? "";
  const match = text.match(/(\d+)/);
  return match ? Number(match[1]) : 0;
}
