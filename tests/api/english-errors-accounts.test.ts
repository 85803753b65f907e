import { beforeAll, describe, expect, it } from "vitest";
import { signToken } from "@/server/auth/tokens";
import { createBoat, createBoatType, createMarina, createUser } from "@/server/seed/factories";
import { createTestApi, type TestApi } from "../support/test-api";

/**
 * Errors by key (decision 0040), accounts and the HTTP layer: refused requests of sign-in, users, passwords,
 * TOTP, mail, settings and the request reader answer in English to `Accept-Language: en`, with the same code
 * as in Turkish. Before the move these messages were Turkish sentences the reverse translation did not know.
 */
let api: TestApi;
let adminToken: string;
let admin: Awaited<ReturnType<typeof createUser>>;
let ip = 0;

const STRONG = "Mor-Pelikan-Zeytin-8421";
const EN = { "accept-language": "en-GB,en;q=0.9" };
const JSON_LIMIT = 4096;

beforeAll(async () => {
  api = await createTestApi({ TRUST_PROXY: "1", MAX_JSON_BODY_BYTES: String(JSON_LIMIT) });
  admin = await createUser(api.db, { role: "ADMIN", password: STRONG });
  adminToken = await signToken(admin, api.jwtSecret);
});

/** A call as an English visitor (or, with `tr`, without a language), from a fresh client address. */
function call(
  method: string,
  path: string,
  options: { token?: string; body?: Record<string, unknown> | string; headers?: Record<string, string> } = {},
  lang: "en" | "tr" = "en",
) {
  const headers = { "x-forwarded-for": `198.51.100.${++ip}`, ...(lang === "en" ? EN : {}), ...options.headers };
  return api.call(method, path, { ...options, headers });
}

describe("refused requests answer English to Accept-Language: en", () => {
  it("a wrong login: English with the header, the Turkish text without it, the same code", async () => {
    const body = { email: admin.email, password: "Yanlis-Sifre-Deneme-1" };
    const en = await call("POST", "/v1/auth/login", { body });
    expect(en.status).toBe(401);
    expect(en.json).toEqual({ content: "The e-mail address or password is wrong.", code: "UNAUTHORIZED" });
    const tr = await call("POST", "/v1/auth/login", { body }, "tr");
    expect(tr.json).toEqual({ content: "E-posta adresi veya şifre hatalı.", code: "UNAUTHORIZED" });
  });

  it("users: a taken e-mail, one's own deactivation and boats another owner has", async () => {
    const taken = await createUser(api.db, { email: `alinmis-${Date.now()}@liman.test` });
    const user = await createUser(api.db);
    const conflict = await call("PATCH", `/v1/admin/users/${user.id}`, {
      token: adminToken,
      body: { email: taken.email.toUpperCase() },
    });
    expect(conflict.status).toBe(409);
    expect(conflict.json).toEqual({ content: "A user with this e-mail address already exists.", code: "EMAIL_TAKEN" });

    const self = await call("PATCH", `/v1/admin/users/${admin.id}`, { token: adminToken, body: { active: false } });
    expect(self.json).toEqual({ content: "You cannot deactivate your own account.", code: "BAD_REQUEST" });

    const type = await createBoatType(api.db, { name: `Gulet ${Date.now()}` });
    const marina = await createMarina(api.db, { name: `Marina ${Date.now()}` });
    const from = await createUser(api.db, { role: "OWNER" });
    const to = await createUser(api.db, { role: "OWNER" });
    const foreign = await createBoat(api.db, { ownerId: to.id, typeId: type.id, marinaId: marina.id });
    const moved = await call("POST", `/v1/admin/users/${from.id}/reassign-boats`, {
      token: adminToken,
      body: { to_owner_id: to.id, boat_ids: [foreign.id] },
    });
    expect(moved.status).toBe(400);
    expect(moved.json).toEqual({
      content: `These boats do not belong to this user: ${foreign.id}.`,
      code: "BAD_REQUEST",
      fields: { boat_ids: "Choose only this user's boats." },
    });
  });

  it("passwords: the policy's reasons, a wrong current password and a spent reset link", async () => {
    const newUser = (password: string) => ({
      email: `yeni-${++ip}@liman.test`,
      password,
      role: "OWNER",
      first_name: "Selin",
      last_name: "Aydın",
    });
    const short = await call("POST", "/v1/admin/users", { token: adminToken, body: newUser("kisa-sifre") });
    expect(short.status).toBe(400);
    expect(short.json.code).toBe("VALIDATION_ERROR");
    expect(short.json.fields).toEqual({ password: "The password must be at least 12 characters long." });

    const weak = await call("POST", "/v1/admin/users", { token: adminToken, body: newUser("Bodrum2024!!") });
    expect(weak.json.code).toBe("WEAK_PASSWORD");
    expect(weak.json.content).toMatch(/^This password is too easy to guess\. Place names and words like/);
    expect(weak.json.fields.password).toBe(weak.json.content);
    const weakTr = await call("POST", "/v1/admin/users", { token: adminToken, body: newUser("Bodrum2024!!") }, "tr");
    expect(weakTr.json.content).toMatch(/^Bu şifre çok kolay tahmin edilebilir\. Yer adları ve “şifre”/);

    const wrong = await call("POST", "/v1/admin/account/password", {
      token: adminToken,
      body: { current_password: "yanlis-sifre-bu", new_password: "Kestane-Balkon-Ufuk-58" },
    });
    expect(wrong.json).toEqual({
      content: "Your current password is wrong.",
      code: "WRONG_PASSWORD",
      fields: { current_password: "Your current password is wrong." },
    });

    const link = await call("POST", "/v1/auth/password-reset/confirm", {
      body: { token: "x".repeat(43), password: "Kestane-Balkon-Ufuk-58" },
    });
    expect(link.status).toBe(400);
    expect(link.json.content).toBe(
      "This password reset link is invalid, used or expired. Ask for a new link with “Forgot password”.",
    );
  });

  it("TOTP: a sign-in challenge that is not valid", async () => {
    const res = await call("POST", "/v1/auth/login/totp", { body: { challenge: "bozuk", code: "123456" } });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({
      content: "The verification has expired. Please sign in again.",
      code: "CHALLENGE_INVALID",
    });
  });

  it("mail and settings: an unknown outbox mail, an unknown settings section", async () => {
    const mail = await call("GET", "/v1/admin/mail/outbox/987654", { token: adminToken });
    expect(mail.json).toEqual({ content: "E-mail not found.", code: "NOT_FOUND" });

    const section = await call("GET", "/v1/admin/settings/nereye", { token: adminToken });
    expect(section.status).toBe(400);
    expect(section.json.code).toBe("VALIDATION_ERROR");
    expect(section.json.fields.section).toMatch(/^The settings section must be one of: exchange, site, /);
  });

  it("the request reader: a body over the limit, broken JSON, unstorable text, an unknown address", async () => {
    const big = await call("POST", "/v1/auth/login", { body: { email: "a@b.c", password: "x".repeat(JSON_LIMIT) } });
    expect(big.json).toEqual({
      content: "The request body is too large: it may be at most 4 KB.",
      code: "PAYLOAD_TOO_LARGE",
    });
    const bigTr = await call(
      "POST",
      "/v1/auth/login",
      { body: { email: "a@b.c", password: "x".repeat(JSON_LIMIT) } },
      "tr",
    );
    expect(bigTr.json.content).toBe("İstek gövdesi çok büyük: en fazla 4 KB olabilir.");

    const broken = await call("POST", "/v1/auth/login", { body: "{ bozuk" });
    expect(broken.json).toEqual({ content: "The request body is not valid JSON.", code: "BAD_REQUEST" });

    const nul = await call("POST", "/v1/auth/login", { body: { email: "a\u0000@b.c", password: "x" } });
    expect(nul.status).toBe(400);
    expect(nul.json.code).toBe("INVALID_TEXT");
    expect(nul.json.content).toBe(
      "The information sent is not valid. email: contains an unsupported character (NUL or an unpaired UTF-16 surrogate).",
    );

    const nowhere = await call("GET", "/v1/bir-yer-yok");
    expect(nowhere.json).toEqual({ content: "The requested address was not found.", code: "NOT_FOUND" });
  });
});
