import { type APIRequestContext, expect } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config";

export type LoginAnswer = {
  accessToken: string;
  user: { role: "ADMIN" | "OWNER"; UserDetail: { firstName: string; lastName: string } };
};

let adminAnswer: Promise<LoginAnswer> | undefined;

/**
 * POST /v1/auth/login. The e2e admin logs in once per worker (its token lasts 8 hours and no spec revokes it):
 * every login pays a deliberately slow password hash on the server. Other users log in each time.
 */
export function loginAnswer(
  request: APIRequestContext,
  user: { email: string; password: string } = E2E_ADMIN,
): Promise<LoginAnswer> {
  const login = async () => {
    const res = await request.post("/v1/auth/login", { data: user });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()).content as LoginAnswer;
  };
  if (user.email !== E2E_ADMIN.email || user.password !== E2E_ADMIN.password) return login();
  adminAnswer ??= login().catch((error) => {
    adminAnswer = undefined;
    throw error;
  });
  return adminAnswer;
}
