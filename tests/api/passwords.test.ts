import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "@/server/config";
import { ensureAdmin } from "@/server/bootstrap/ensure-admin";
import { mailOutbox, passwordResetTokens, users } from "@/server/db/schema";
import { requestPasswordReset } from "@/server/passwords/request-password-reset";
import { resetPassword } from "@/server/passwords/reset-password";
import { hashResetToken, RESET_TOKEN_TTL_MS } from "@/server/passwords/reset-token";
import { createUser } from "@/server/seed/factories";
import { createUser as createUserOperation } from "@/server/users/create-user";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let admin: Awaited<ReturnType<typeof createUser>>;
let ipCounter = 0;
/** A fresh client address per call site, so the per-address limits of one test do not reach another. */
const fromNewAddress = () => ({ "x-forwarded-for": `203.0.113.${++ipCounter}` });

const STRONG = "Mor-Pelikan-Zeytin-8421";
const STRONGER = "Kestane-Balkon-Ufuk-58";

async function login(email: string, password: string) {
  return api.call("POST", "/v1/auth/login", { body: { email, password }, headers: fromNewAddress() });
}
async function tokenOf(user: { email: string; password: string }) {
  const res = await login(user.email, user.password);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.content.accessToken as string;
}
const canRead = async (token: string) => (await api.call("GET", "/v1/admin/boats", { token })).status;

/** The reset token of the newest mail to this address, read from the outbox as the recipient would. */
async function tokenFromMail(email: string): Promise<string> {
  const [mail] = await api.db
    .select({ text: mailOutbox.text, html: mailOutbox.html, subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = mail?.text.match(/\/dashboard\/reset-password#token=([A-Za-z0-9_-]+)/)?.[1];
  expect(token, "a reset link in the mail").toBeDefined();
  expect(mail!.subject).toContain("Şifre sıfırlama");
  return token!;
}
const mailsTo = async (email: string) =>
  (await api.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.toAddress, email))).length;

beforeAll(async () => {
  api = await createTestApi({ TRUST_PROXY: "1", PUBLIC_URL: "https://liman.example" });
  admin = await createUser(api.db, { role: "ADMIN", password: STRONG });
});

describe("the password policy where passwords are set", () => {
  const newUser = (password: string, email = `yeni-${++ipCounter}@liman.test`) => ({
    email,
    password,
    role: "OWNER",
    first_name: "Selin",
    last_name: "Aydın",
  });

  it("refuses short, common, Turkish-place and e-mail passwords on user creation with Turkish field errors", async () => {
    const token = await tokenOf(admin);
    const short = await api.call("POST", "/v1/admin/users", { token, body: newUser("Kisa-Sifre1") });
    expect(short.status).toBe(400);
    expect(short.json.fields.password).toBe("Şifre en az 12 karakter olmalı.");
    for (const password of ["password1234", "Bodrum2024!!", "Şifre12345678"]) {
      const res = await api.call("POST", "/v1/admin/users", { token, body: newUser(password) });
      expect(res.status, password).toBe(400);
      expect(res.json.code).toBe("WEAK_PASSWORD");
      expect(res.json.fields.password).toMatch(/kolay tahmin/);
    }
    const mine = await api.call("POST", "/v1/admin/users", {
      token,
      body: newUser("deniz.kaptan-Zeytin", "deniz.kaptan@liman.test"),
    });
    expect(mine.status).toBe(400);
    expect(mine.json.fields.password).toMatch(/e-posta adresini/);
    const ok = await api.call("POST", "/v1/admin/users", { token, body: newUser(STRONG) });
    expect(ok.status).toBe(201);
    expect(ok.json.content.must_reset_password).toBe(false);
  });

  it("applies to the user:create operation and to ADMIN_PASSWORD at start", async () => {
    await expect(
      createUserOperation(api.db, {
        email: "betik@liman.test",
        password: "Marmaris2025!",
        role: "OWNER",
        first_name: "A",
        last_name: "B",
      }),
    ).rejects.toMatchObject({ code: "WEAK_PASSWORD" });
    await expect(ensureAdmin(api.db, { email: "ilk@liman.test", password: "parola123456" })).rejects.toBeInstanceOf(
      ConfigError,
    );
    expect(await api.db.select().from(users).where(eq(users.email, "ilk@liman.test"))).toEqual([]);
    expect(await ensureAdmin(api.db, { email: "ilk@liman.test", password: STRONG })).toBe(true);
  });
});

describe("changing one's own password", () => {
  it("needs the current password, applies the policy, ends the other sessions and keeps this one", async () => {
    const user = await createUser(api.db, { role: "OWNER", password: STRONG });
    const thisSession = await tokenOf(user);
    const otherSession = await tokenOf(user);

    const wrong = await api.call("POST", "/v1/admin/account/password", {
      token: thisSession,
      body: { current_password: "yanlis-sifre-bu", new_password: STRONGER },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({
      code: "WRONG_PASSWORD",
      fields: { current_password: "Mevcut şifreniz hatalı." },
    });
    const weak = await api.call("POST", "/v1/admin/account/password", {
      token: thisSession,
      body: { current_password: STRONG, new_password: "Fethiye-2025" },
    });
    expect(weak.status).toBe(400);
    expect(weak.json.fields.new_password).toMatch(/kolay tahmin/);
    const same = await api.call("POST", "/v1/admin/account/password", {
      token: thisSession,
      body: { current_password: STRONG, new_password: STRONG },
    });
    expect(same.status).toBe(400);
    expect(await canRead(otherSession)).toBe(200);

    const changed = await api.call("POST", "/v1/admin/account/password", {
      token: thisSession,
      body: { current_password: STRONG, new_password: STRONGER },
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    const fresh = changed.json.content.accessToken as string;
    expect(changed.json.content.user).toMatchObject({ id: user.id, role: "OWNER" });
    // Issued within the same second as the change, the old tokens are still refused and the new one works.
    expect(await canRead(thisSession)).toBe(401);
    expect(await canRead(otherSession)).toBe(401);
    expect(await canRead(fresh)).toBe(200);
    expect((await login(user.email, STRONG)).status).toBe(401);
    expect((await login(user.email, STRONGER)).status).toBe(200);
  });

  it("answers 401 without a session and 429 after five wrong current passwords", async () => {
    expect(
      (
        await api.call("POST", "/v1/admin/account/password", {
          body: { current_password: "x", new_password: STRONGER },
        })
      ).status,
    ).toBe(401);
    const user = await createUser(api.db, { role: "OWNER", password: STRONG });
    const token = await tokenOf(user);
    const attempt = (current: string) =>
      api.call("POST", "/v1/admin/account/password", {
        token,
        body: { current_password: current, new_password: STRONGER },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`yanlis-${i}-sifre`)).status).toBe(400);
    const limited = await attempt(STRONG);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("password reset by e-mail", () => {
  const request = (email: string, headers = fromNewAddress()) =>
    api.call("POST", "/v1/auth/password-reset", { body: { email }, headers });
  const confirm = (token: string, password: string) =>
    api.call("POST", "/v1/auth/password-reset/confirm", { body: { token, password } });

  it("answers the same whether or not the e-mail has an account, and mails only an existing one", async () => {
    const user = await createUser(api.db, { role: "OWNER", password: STRONG });
    const known = await request(user.email.toUpperCase());
    const unknown = await request("kimse-yok@liman.test");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    expect(known.json.content.message).toMatch(/kayıtlıysa/);
    expect(await mailsTo(user.email)).toBe(1);
    expect(await mailsTo("kimse-yok@liman.test")).toBe(0);
  });

  it("keeps only the SHA-256 of the token, links to the dashboard page, and the link works once", async () => {
    const user = await createUser(api.db, { role: "OWNER", password: STRONG });
    const session = await tokenOf(user);
    await request(user.email);
    const token = await tokenFromMail(user.email);
    const [mail] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(mail!.text).toContain(`https://liman.example/dashboard/reset-password#token=${token}`);
    const rows = await api.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashResetToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(RESET_TOKEN_TTL_MS);

    const weak = await confirm(token, "Gocek-Marina1");
    expect(weak.status).toBe(400);
    expect(weak.json.fields.password).toMatch(/kolay tahmin/);
    const done = await confirm(token, STRONGER);
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.json.content).toEqual({ email: user.email });
    const again = await confirm(token, "Lacivert-Kumsal-Fener-91");
    expect(again.status).toBe(400);
    expect(again.json.fields.token).toMatch(/geçersiz, kullanılmış veya süresi dolmuş/);

    expect(await canRead(session)).toBe(401);
    expect((await login(user.email, STRONG)).status).toBe(401);
    expect((await login(user.email, STRONGER)).status).toBe(200);
  });

  it("refuses a link after 30 minutes and an earlier link once a newer one is sent (controlled clock)", async () => {
    const user = await createUser(api.db, { role: "OWNER", password: STRONG });
    const issued = new Date(Date.now() - RESET_TOKEN_TTL_MS + 60_000);
    await requestPasswordReset(api.db, user.email, { publicUrl: "https://liman.example", now: issued });
    const token = await tokenFromMail(user.email);
    const justBefore = new Date(issued.getTime() + RESET_TOKEN_TTL_MS - 1000);
    const atExpiry = new Date(issued.getTime() + RESET_TOKEN_TTL_MS);
    await expect(resetPassword(api.db, { token, password: STRONGER }, atExpiry)).rejects.toMatchObject({ status: 400 });
    // Still valid a second before expiry: the clock decides, nothing else.
    const stillGood = await resetPassword(api.db, { token, password: STRONGER }, justBefore);
    expect(stillGood).toEqual({ email: user.email });

    const expiredIssue = new Date(Date.now() - RESET_TOKEN_TTL_MS - 1000);
    await requestPasswordReset(api.db, user.email, { publicUrl: "https://liman.example", now: expiredIssue });
    const expired = await tokenFromMail(user.email);
    const res = await confirm(expired, "Lacivert-Kumsal-Fener-91");
    expect(res.status).toBe(400);

    await requestPasswordReset(api.db, user.email, { publicUrl: "https://liman.example" });
    const first = await tokenFromMail(user.email);
    await requestPasswordReset(api.db, user.email, { publicUrl: "https://liman.example" });
    const second = await tokenFromMail(user.email);
    expect((await confirm(first, "Lacivert-Kumsal-Fener-91")).status).toBe(400);
    expect((await confirm(second, "Lacivert-Kumsal-Fener-91")).status).toBe(200);
  });

  it("spends a token once when two requests race with it", async () => {
    const user = await createUser(api.db, { role: "OWNER", password: STRONG });
    await request(user.email);
    const token = await tokenFromMail(user.email);
    const answers = await Promise.all([confirm(token, STRONGER), confirm(token, "Lacivert-Kumsal-Fener-91")]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it("rate-limits requests per e-mail (known or not) and per address", async () => {
    const user = await createUser(api.db, { role: "OWNER", password: STRONG });
    for (const email of [user.email, "hic-yok@liman.test"]) {
      for (let i = 0; i < 3; i++) expect((await request(email)).status).toBe(200);
      const limited = await request(email);
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    }
    expect(await mailsTo(user.email)).toBe(3);
    const address = { "x-forwarded-for": "198.51.100.77" };
    for (let i = 0; i < 10; i++) expect((await request(`adres-${i}@liman.test`, address)).status).toBe(200);
    expect((await request("adres-son@liman.test", address)).status).toBe(429);
  });

  it("sends nothing to a deactivated user and refuses the link they had", async () => {
    const user = await createUser(api.db, { role: "OWNER", password: STRONG });
    await request(user.email);
    const token = await tokenFromMail(user.email);
    await api.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await confirm(token, STRONGER)).status).toBe(400);
    const before = await mailsTo(user.email);
    expect((await request(user.email)).status).toBe(200);
    expect(await mailsTo(user.email)).toBe(before);
  });
});

describe("a reset required by an ADMIN", () => {
  it("ends the user's sessions, refuses their login with a clear message until they set a new password", async () => {
    const adminToken = await tokenOf(admin);
    const user = await createUser(api.db, { role: "OWNER", password: STRONG });
    const session = await tokenOf(user);

    const res = await api.call("POST", `/v1/admin/users/${user.id}/password-reset`, { token: adminToken });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.content).toMatchObject({ id: user.id, must_reset_password: true, active: true });
    expect(await canRead(session)).toBe(401);

    const refused = await login(user.email, STRONG);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("PASSWORD_RESET_REQUIRED");
    expect(refused.json.content).toMatch(/şifrenizi yenilemenizi istedi/);
    expect((await login(user.email, "yanlis-sifre-bu")).status).toBe(401);

    // Staff reading the outbox do not see the link.
    const [mail] = await api.db
      .select({ id: mailOutbox.id, text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, user.email), eq(mailOutbox.templateKey, "password_reset")));
    expect(mail!.text).toMatch(/Yöneticiniz/);
    const shown = await api.call("GET", `/v1/admin/mail/outbox/${mail!.id}`, { token: adminToken });
    expect(shown.status).toBe(200);
    expect(JSON.stringify(shown.json)).not.toMatch(/#token=/);
    expect(shown.json.content.text).toMatch(/yalnızca alıcısı/);

    const token = await tokenFromMail(user.email);
    const same = await api.call("POST", "/v1/auth/password-reset/confirm", { body: { token, password: STRONGER } });
    expect(same.status).toBe(200);
    expect((await login(user.email, STRONGER)).status).toBe(200);
    const [row] = await api.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.mustResetPassword).toBe(false);
  });

  it("is for ADMINs only, not for oneself, and not for an inactive user", async () => {
    const adminToken = await tokenOf(admin);
    const owner = await createUser(api.db, { role: "OWNER", password: STRONG });
    const ownerToken = await tokenOf(owner);
    expect((await api.call("POST", `/v1/admin/users/${admin.id}/password-reset`, { token: ownerToken })).status).toBe(
      403,
    );
    expect((await api.call("POST", `/v1/admin/users/${admin.id}/password-reset`, { token: adminToken })).status).toBe(
      400,
    );
    expect((await api.call("POST", "/v1/admin/users/999999/password-reset", { token: adminToken })).status).toBe(404);
    const inactive = await createUser(api.db, { role: "OWNER", active: false });
    const res = await api.call("POST", `/v1/admin/users/${inactive.id}/password-reset`, { token: adminToken });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("USER_INACTIVE");
  });
});

describe("deactivation", () => {
  it("refuses the user's tokens at once and still after a reactivation", async () => {
    const adminToken = await tokenOf(admin);
    const user = await createUser(api.db, { role: "OWNER", password: STRONG });
    const session = await tokenOf(user);
    expect(await canRead(session)).toBe(200);
    const off = await api.call("PATCH", "/v1/admin/users/activity", {
      token: adminToken,
      body: { id: user.id, active: false },
    });
    expect(off.status).toBe(200);
    expect(await canRead(session)).toBe(401);
    const on = await api.call("PATCH", "/v1/admin/users/activity", {
      token: adminToken,
      body: { id: user.id, active: true },
    });
    expect(on.status).toBe(200);
    expect(await canRead(session)).toBe(401);
    expect(await canRead(await tokenOf(user))).toBe(200);
  });
});
