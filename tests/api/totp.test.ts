import { desc, eq } from "drizzle-orm";
import { generate } from "otplib";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, userRecoveryCodes, userTotp } from "@/server/db/schema";
import { createUser } from "@/server/seed/factories";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let admin: Awaited<ReturnType<typeof createUser>>;
let adminToken: string;

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** The code of the next 30-second step: inside the ±1 step window and newer than any code used just before. */
const nextCode = (secret: string) => generate({ secret, epoch: nowSeconds() + 30 });
const currentCode = (secret: string) => generate({ secret, epoch: nowSeconds() });

async function passwordStep(user: { email: string; password: string }) {
  return api.call("POST", "/v1/auth/login", { body: { email: user.email, password: user.password } });
}

async function tokenOf(user: { email: string; password: string }) {
  const res = await passwordStep(user);
  expect(res.status, res.text).toBe(200);
  expect(res.json.content.accessToken).toEqual(expect.any(String));
  return res.json.content.accessToken as string;
}

/** Enrols a user through the API and answers the secret and the recovery codes. */
async function enrol(token: string) {
  const started = await api.call("POST", "/v1/admin/me/totp/enrol", { token });
  expect(started.status, started.text).toBe(200);
  const { secret } = started.json.content;
  const confirmed = await api.call("POST", "/v1/admin/me/totp/confirm", {
    token,
    body: { code: await currentCode(secret) },
  });
  expect(confirmed.status, confirmed.text).toBe(200);
  return { secret: secret as string, recoveryCodes: confirmed.json.content.recoveryCodes as string[] };
}

beforeAll(async () => {
  api = await createTestApi();
  admin = await createUser(api.db, { role: "ADMIN" });
  adminToken = await tokenOf(admin);
});

describe("TOTP enrolment", () => {
  it("answers a secret, an otpauth URI and a QR code, then turns on only with a right code", async () => {
    const owner = await createUser(api.db, { role: "OWNER" });
    const token = await tokenOf(owner);
    const off = await api.call("GET", "/v1/admin/me/totp", { token });
    expect(off.json.content).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });

    const started = await api.call("POST", "/v1/admin/me/totp/enrol", { token });
    expect(started.status).toBe(200);
    const { secret, otpauthUrl, qrCode } = started.json.content;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUrl);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("issuer")).toBe("Liman");
    expect(decodeURIComponent(uri.pathname)).toContain(owner.email);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);

    // Stored encrypted: the secret is nowhere in the row.
    const [row] = await api.db.select().from(userTotp).where(eq(userTotp.userId, owner.id));
    expect(row?.secretEncrypted).not.toContain(secret);
    expect(row?.confirmedAt).toBeNull();

    const wrong = await api.call("POST", "/v1/admin/me/totp/confirm", { token, body: { code: "000000" } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.code).toBe("INVALID_TOTP_CODE");
    const letters = await api.call("POST", "/v1/admin/me/totp/confirm", { token, body: { code: "12ab56" } });
    expect(letters.status).toBe(400);

    const confirmed = await api.call("POST", "/v1/admin/me/totp/confirm", {
      token,
      body: { code: await currentCode(secret) },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    const codes: string[] = confirmed.json.content.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);

    // Stored hashed, never in clear.
    const stored = await api.db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, owner.id));
    expect(stored).toHaveLength(10);
    for (const s of stored) expect(codes.map((c) => c.replace(/-/g, ""))).not.toContain(s.codeHash);
    expect(JSON.stringify(stored)).not.toContain(codes[0]!.replace(/-/g, ""));

    const on = await api.call("GET", "/v1/admin/me/totp", { token });
    expect(on.json.content).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    expect(JSON.stringify(on.json)).not.toContain(secret);

    // Once on, the secret is never answered again: enrolling again needs a disable first.
    const again = await api.call("POST", "/v1/admin/me/totp/enrol", { token });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("TOTP_ALREADY_ENABLED");
  });

  it("needs a signed-in staff member", async () => {
    expect((await api.call("POST", "/v1/admin/me/totp/enrol")).status).toBe(401);
    expect((await api.call("GET", "/v1/admin/me/totp")).status).toBe(401);
  });
});

describe("sign-in with TOTP", () => {
  it("answers a challenge instead of a token, then the token for a right code; a wrong code is 401", async () => {
    const user = await createUser(api.db, { role: "ADMIN" });
    const { secret } = await enrol(await tokenOf(user));

    const first = await passwordStep(user);
    expect(first.status).toBe(200);
    expect(first.json.content).toEqual({ totpRequired: true, challenge: expect.any(String) });
    expect(first.json.content.accessToken).toBeUndefined();
    const { challenge } = first.json.content;

    // The challenge is no bearer token.
    expect((await api.call("GET", "/v1/admin/me/totp", { token: challenge })).status).toBe(401);

    const wrong = await api.call("POST", "/v1/auth/login/totp", { body: { challenge, code: "123456" } });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ content: "Doğrulama kodu hatalı.", code: "INVALID_TOTP_CODE" });

    const code = await nextCode(secret);
    const right = await api.call("POST", "/v1/auth/login/totp", { body: { challenge, code } });
    expect(right.status, right.text).toBe(200);
    expect(right.json.content.user).toMatchObject({ id: user.id, role: "ADMIN" });
    const me = await api.call("GET", "/v1/admin/me/totp", { token: right.json.content.accessToken });
    expect(me.status).toBe(200);

    // The same code does not work twice.
    const replay = await api.call("POST", "/v1/auth/login/totp", { body: { challenge, code } });
    expect(replay.status).toBe(401);
  });

  it("refuses a forged, foreign or access-token challenge", async () => {
    for (const challenge of ["x.y.z", adminToken]) {
      const res = await api.call("POST", "/v1/auth/login/totp", { body: { challenge, code: "123456" } });
      expect(res.status).toBe(401);
      expect(res.json.code).toBe("CHALLENGE_INVALID");
    }
    const neither = await api.call("POST", "/v1/auth/login/totp", { body: { challenge: "a.b.c" } });
    expect(neither.status).toBe(400);
  });

  it("accepts each recovery code once", async () => {
    const user = await createUser(api.db, { role: "OWNER" });
    const { recoveryCodes } = await enrol(await tokenOf(user));
    const code = recoveryCodes[3]!;

    const { challenge } = (await passwordStep(user)).json.content;
    // Case, spaces and dashes do not matter.
    const typed = ` ${code.toLowerCase().replace(/-/g, " ")} `;
    const used = await api.call("POST", "/v1/auth/login/totp", { body: { challenge, recoveryCode: typed } });
    expect(used.status, used.text).toBe(200);
    expect(used.json.content.accessToken).toEqual(expect.any(String));

    const again = (await passwordStep(user)).json.content.challenge;
    const second = await api.call("POST", "/v1/auth/login/totp", { body: { challenge: again, recoveryCode: code } });
    expect(second.status).toBe(401);
    const status = await api.call("GET", "/v1/admin/me/totp", { token: used.json.content.accessToken });
    expect(status.json.content.recoveryCodesLeft).toBe(9);
  });

  it("lets only one of two parallel uses of a recovery code through", async () => {
    const user = await createUser(api.db, { role: "OWNER" });
    const { recoveryCodes } = await enrol(await tokenOf(user));
    const challenges = await Promise.all([passwordStep(user), passwordStep(user)]);
    const results = await Promise.all(
      challenges.map((c) =>
        api.call("POST", "/v1/auth/login/totp", {
          body: { challenge: c.json.content.challenge, recoveryCode: recoveryCodes[0] },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it("counts wrong codes toward the login limit, and the password step does not clear it", async () => {
    const user = await createUser(api.db, { role: "OWNER" });
    const { secret } = await enrol(await tokenOf(user));
    const spare = (await passwordStep(user)).json.content.challenge;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { challenge } = (await passwordStep(user)).json.content;
      for (let j = 0; j < 2; j++) {
        const res = await api.call("POST", "/v1/auth/login/totp", { body: { challenge, code: "000000" } });
        statuses.push(res.status);
        if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    // Now the right code waits too, and so does the password step.
    const right = await api.call("POST", "/v1/auth/login/totp", {
      body: { challenge: spare, code: await nextCode(secret) },
    });
    expect(right.status).toBe(429);
    expect((await passwordStep(user)).status).toBe(429);
  });
});

describe("open challenges after a password change or reset", () => {
  const NEW_PASSWORD = "Kestane-Balkon-Ufuk-58";

  async function resetLinkToken(email: string) {
    const requested = await api.call("POST", "/v1/auth/password-reset", { body: { email } });
    expect(requested.status, requested.text).toBe(200);
    const [mail] = await api.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const token = mail?.text.match(/reset-password#token=([A-Za-z0-9_-]+)/)?.[1];
    expect(token, "a reset link in the mail").toBeDefined();
    return token!;
  }

  it("a password change ends the challenges issued before it; the new password's challenge works", async () => {
    const user = await createUser(api.db, { role: "OWNER" });
    const token = await tokenOf(user);
    const { secret } = await enrol(token);
    const before = (await passwordStep(user)).json.content.challenge as string;

    const changed = await api.call("POST", "/v1/admin/account/password", {
      token,
      body: { current_password: user.password, new_password: NEW_PASSWORD },
    });
    expect(changed.status, changed.text).toBe(200);

    const stale = await api.call("POST", "/v1/auth/login/totp", {
      body: { challenge: before, code: await nextCode(secret) },
    });
    expect(stale.status).toBe(401);
    expect(stale.json.code).toBe("CHALLENGE_INVALID");

    const after = (await passwordStep({ email: user.email, password: NEW_PASSWORD })).json.content.challenge;
    const fresh = await api.call("POST", "/v1/auth/login/totp", {
      body: { challenge: after, code: await nextCode(secret) },
    });
    expect(fresh.status, fresh.text).toBe(200);
  });

  it("a reset by e-mail ends them too", async () => {
    const user = await createUser(api.db, { role: "OWNER" });
    const { secret } = await enrol(await tokenOf(user));
    const before = (await passwordStep(user)).json.content.challenge as string;

    const reset = await api.call("POST", "/v1/auth/password-reset/confirm", {
      body: { token: await resetLinkToken(user.email), password: NEW_PASSWORD },
    });
    expect(reset.status, reset.text).toBe(200);

    const stale = await api.call("POST", "/v1/auth/login/totp", {
      body: { challenge: before, code: await nextCode(secret) },
    });
    expect(stale.status).toBe(401);
    expect(stale.json.code).toBe("CHALLENGE_INVALID");
  });

  it("an enrolment challenge issued before a reset can no longer start an enrolment", async () => {
    const boss = await createUser(api.db, { role: "ADMIN" });
    const on = await api.call("PUT", "/v1/admin/security/edit", {
      token: adminToken,
      body: { require_admin_totp: true },
    });
    expect(on.status, on.text).toBe(200);
    try {
      const { challenge } = (await passwordStep(boss)).json.content;
      expect(challenge).toEqual(expect.any(String));
      const reset = await api.call("POST", "/v1/auth/password-reset/confirm", {
        body: { token: await resetLinkToken(boss.email), password: NEW_PASSWORD },
      });
      expect(reset.status, reset.text).toBe(200);
      const started = await api.call("POST", "/v1/auth/totp/enrol", { body: { challenge } });
      expect(started.status).toBe(401);
      expect(started.json.code).toBe("CHALLENGE_INVALID");
    } finally {
      await api.call("PUT", "/v1/admin/security/edit", { token: adminToken, body: { require_admin_totp: false } });
    }
  });
});

describe("turning TOTP off", () => {
  it("needs the current password or a code; then the password alone signs in", async () => {
    const user = await createUser(api.db, { role: "OWNER" });
    const token = await tokenOf(user);
    const { secret } = await enrol(token);

    const wrong = await api.call("POST", "/v1/admin/me/totp/disable", { token, body: { password: "yanlis-parola" } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.fields).toEqual({ password: "Şifre hatalı." });
    const badCode = await api.call("POST", "/v1/admin/me/totp/disable", { token, body: { code: "000000" } });
    expect(badCode.status).toBe(400);
    const empty = await api.call("POST", "/v1/admin/me/totp/disable", { token, body: {} });
    expect(empty.status).toBe(400);

    const byCode = await api.call("POST", "/v1/admin/me/totp/disable", {
      token,
      body: { code: await nextCode(secret) },
    });
    expect(byCode.status, byCode.text).toBe(200);
    expect(byCode.json.content).toEqual({ enabled: false });
    await tokenOf(user);

    const again = await enrol(token);
    expect(again.secret).not.toBe(secret);
    const byPassword = await api.call("POST", "/v1/admin/me/totp/disable", {
      token,
      body: { password: user.password },
    });
    expect(byPassword.status).toBe(200);
    expect(await api.db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.id))).toEqual([]);
    await tokenOf(user);
  });

  it("an ADMIN resets another user's TOTP; an OWNER may not", async () => {
    const user = await createUser(api.db, { role: "OWNER" });
    const userToken = await tokenOf(user);
    await enrol(userToken);
    expect((await passwordStep(user)).json.content.totpRequired).toBe(true);

    const byOwner = await api.call("DELETE", `/v1/admin/users/${user.id}/totp`, { token: userToken });
    expect(byOwner.status).toBe(403);
    const missing = await api.call("DELETE", "/v1/admin/users/999999/totp", { token: adminToken });
    expect(missing.status).toBe(404);

    const reset = await api.call("DELETE", `/v1/admin/users/${user.id}/totp`, { token: adminToken });
    expect(reset.status).toBe(200);
    await tokenOf(user);
    const listed = await api.call("GET", `/v1/admin/users/${user.id}`, { token: adminToken });
    expect(listed.json.content.totp_enabled).toBe(false);
  });
});

describe("TOTP required for every ADMIN", () => {
  it("makes an ADMIN without TOTP enrol during sign-in; an OWNER is not affected", async () => {
    const boss = await createUser(api.db, { role: "ADMIN" });
    const bossToken = await tokenOf(boss);
    const owner = await createUser(api.db, { role: "OWNER" });

    const notBool = await api.call("PUT", "/v1/admin/security/edit", {
      token: adminToken,
      body: { require_admin_totp: "1" },
    });
    expect(notBool.status).toBe(400);
    const byOwner = await api.call("PUT", "/v1/admin/security/edit", {
      token: await tokenOf(owner),
      body: { require_admin_totp: true },
    });
    expect(byOwner.status).toBe(403);
    const on = await api.call("PUT", "/v1/admin/security/edit", {
      token: adminToken,
      body: { require_admin_totp: true },
    });
    expect(on.status, on.text).toBe(200);
    expect(on.json.content).toEqual({ require_admin_totp: "1" });

    try {
      await tokenOf(owner);
      const first = await passwordStep(boss);
      expect(first.status).toBe(200);
      expect(first.json.content).toEqual({ totpEnrolmentRequired: true, challenge: expect.any(String) });
      const { challenge } = first.json.content;

      // The enrolment challenge opens nothing else: not the API, not the code step.
      expect((await api.call("GET", "/v1/admin/me/totp", { token: challenge })).status).toBe(401);
      const asCode = await api.call("POST", "/v1/auth/login/totp", { body: { challenge, code: "123456" } });
      expect(asCode.status).toBe(401);

      const started = await api.call("POST", "/v1/auth/totp/enrol", { body: { challenge } });
      expect(started.status, started.text).toBe(200);
      const { secret } = started.json.content;
      const wrong = await api.call("POST", "/v1/auth/totp/enrol/confirm", { body: { challenge, code: "000000" } });
      expect(wrong.status).toBe(400);
      const done = await api.call("POST", "/v1/auth/totp/enrol/confirm", {
        body: { challenge, code: await currentCode(secret) },
      });
      expect(done.status, done.text).toBe(200);
      expect(done.json.content.recoveryCodes).toHaveLength(10);
      expect(done.json.content.user.id).toBe(boss.id);
      const status = await api.call("GET", "/v1/admin/me/totp", { token: done.json.content.accessToken });
      expect(status.json.content).toMatchObject({ enabled: true, required: true });

      // From now on the code is asked, and TOTP cannot be turned off while required.
      expect((await passwordStep(boss)).json.content.totpRequired).toBe(true);
      const off = await api.call("POST", "/v1/admin/me/totp/disable", {
        token: bossToken,
        body: { password: boss.password },
      });
      expect(off.status).toBe(409);
      expect(off.json.code).toBe("TOTP_REQUIRED");
    } finally {
      await api.call("PUT", "/v1/admin/security/edit", { token: adminToken, body: { require_admin_totp: false } });
    }
    const back = await api.call("GET", "/v1/admin/settings/security", { token: adminToken });
    expect(back.json.content).toEqual({ require_admin_totp: "0" });
  });
});
