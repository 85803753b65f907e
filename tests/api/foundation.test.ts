import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { openApiPath } from "@/server/api/route";
import { createUser } from "@/server/seed/factories";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let admin: Awaited<ReturnType<typeof createUser>>;
let owner: Awaited<ReturnType<typeof createUser>>;

async function loginAs(user: { email: string; password: string }) {
  const res = await api.call("POST", "/v1/auth/login", { body: { email: user.email, password: user.password } });
  expect(res.status).toBe(200);
  return res.json.content.accessToken as string;
}

beforeAll(async () => {
  api = await createTestApi();
  admin = await createUser(api.db, { role: "ADMIN", firstName: "Deniz", lastName: "Yılmaz" });
  owner = await createUser(api.db, { role: "OWNER" });
});

describe("health", () => {
  it("answers ok and names the database", async () => {
    const res = await api.call("GET", "/v1/health");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ content: { status: "ok", database: api.kind } });
  });
});

describe("login", () => {
  it("answers a token and the user in the spec's shape", async () => {
    const res = await api.call("POST", "/v1/auth/login", {
      body: { email: admin.email.toUpperCase(), password: admin.password },
    });
    expect(res.status).toBe(200);
    expect(res.json.content.user).toEqual({
      id: admin.id,
      email: admin.email,
      role: "ADMIN",
      UserDetail: { firstName: "Deniz", lastName: "Yılmaz" },
    });
    const [header, payload] = res.json.content.accessToken.split(".");
    expect(JSON.parse(Buffer.from(header, "base64url").toString())).toMatchObject({ alg: "HS256" });
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    expect(claims).toMatchObject({ id: admin.id, role: "ADMIN" });
    expect(claims.exp - claims.iat).toBe(8 * 3600);
    expect(JSON.stringify(res.json)).not.toMatch(/argon2|password/i);
  });

  it("answers the same 401 for a wrong password and an unknown e-mail", async () => {
    const wrong = await api.call("POST", "/v1/auth/login", { body: { email: owner.email, password: "yanlis-parola" } });
    const unknown = await api.call("POST", "/v1/auth/login", {
      body: { email: "yok@liman.test", password: "yanlis-parola" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json.content).toBe("E-posta adresi veya şifre hatalı.");
  });

  it("rate-limits failed attempts per account with Retry-After", async () => {
    const victim = await createUser(api.db);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await api.call("POST", "/v1/auth/login", { body: { email: victim.email, password: `x${i}` } });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    // Even the right password waits until the window ends.
    const right = await api.call("POST", "/v1/auth/login", {
      body: { email: victim.email, password: victim.password },
    });
    expect(right.status).toBe(429);
  });

  it("rejects a body that is not JSON with a Turkish 400", async () => {
    const res = await api.call("POST", "/v1/auth/login", { body: "{not json" });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ content: "İstek gövdesi geçerli bir JSON değil.", code: "BAD_REQUEST" });
  });

  it("answers field errors for a missing field", async () => {
    const res = await api.call("POST", "/v1/auth/login", { body: { email: "a@b.c" } });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("VALIDATION_ERROR");
    expect(res.json.fields).toHaveProperty("password");
    expect(res.json.content).toMatch(/geçersiz/);
  });
});

describe("admin authentication", () => {
  const secret = new TextEncoder().encode("t".repeat(40));
  const now = () => Math.floor(Date.now() / 1000);

  it("refuses a missing token", async () => {
    const res = await api.call("GET", "/v1/admin/users");
    expect(res.status).toBe(401);
    expect(res.json.code).toBe("UNAUTHORIZED");
  });

  it("refuses forged, expired, tampered and alg:none tokens", async () => {
    const forged = await new SignJWT({ id: admin.id, role: "ADMIN" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("a-different-secret-of-enough-length!!"));
    const expired = await new SignJWT({ id: admin.id, role: "ADMIN" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt(now() - 10 * 3600)
      .setExpirationTime(now() - 3600)
      .sign(secret);
    const good = await loginAs(owner);
    const [h, , s] = good.split(".");
    const tampered = `${h}.${Buffer.from(JSON.stringify({ id: admin.id, role: "ADMIN", iat: now(), exp: now() + 3600 })).toString("base64url")}.${s}`;
    const none = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${Buffer.from(JSON.stringify({ id: admin.id, role: "ADMIN", iat: now(), exp: now() + 3600 })).toString("base64url")}.`;
    for (const token of [forged, expired, tampered, none, "not-a-token"]) {
      const res = await api.call("GET", "/v1/admin/users", { token });
      expect(res.status, token).toBe(401);
    }
  });

  it("answers 403 to an OWNER on an ADMIN area", async () => {
    const res = await api.call("GET", "/v1/admin/users", { token: await loginAs(owner) });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ content: "Bu işlem için yetkiniz yok.", code: "FORBIDDEN" });
  });

  it("ends a deactivated user's access at once", async () => {
    const temp = await createUser(api.db, { role: "ADMIN" });
    const token = await loginAs(temp);
    expect((await api.call("GET", "/v1/admin/users", { token })).status).toBe(200);
    const { users } = await import("@/server/db/schema");
    const { eq } = await import("drizzle-orm");
    await api.db.update(users).set({ active: false }).where(eq(users.id, temp.id));
    expect((await api.call("GET", "/v1/admin/users", { token })).status).toBe(401);
  });
});

describe("conventions", () => {
  it("answers an unknown /v1 path with a JSON 404", async () => {
    const res = await api.call("GET", "/v1/yok-boyle-bir-yer");
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ content: "İstenen adres bulunamadı.", code: "NOT_FOUND" });
  });

  it("publishes an OpenAPI 3.1 document listing every route (the partner API's in its own document)", async () => {
    const res = await api.call("GET", "/v1/openapi.json");
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe("3.1.0");
    const partner = await api.call("GET", "/v1/partner/openapi.json");
    expect(partner.status).toBe(200);
    for (const { def } of api.routes) {
      const path = openApiPath(def.path);
      if (def.path === "/partner/openapi.json") continue; // the partner document itself, served beside the main one
      const document = def.access === "partner" ? partner.json : res.json;
      expect(document.paths[path]?.[def.method], `${def.method} ${path}`).toBeDefined();
      if (def.access === "partner") expect(res.json.paths[path], `${path} in the main document`).toBeUndefined();
    }
    expect(res.json.paths["/v1/auth/login"].post.requestBody.content["application/json"].schema.required).toEqual([
      "email",
      "password",
    ]);
  });
});
