import { beforeAll, describe, expect, it } from "vitest";
import { LOGIN_LIMITS } from "@/server/api/login-throttle";
import { rateLimitCounters } from "@/server/db/schema";
import { deleteExpiredCounters } from "@/server/rate-limits/delete-expired-counters";
import { createUser } from "@/server/seed/factories";
import { createTestApi, type TestApi } from "../support/test-api";

// The app's clock: tests move it past a window instead of sleeping.
let clock = Date.now();
const now = () => new Date(clock);
const WINDOW = LOGIN_LIMITS.perAccountAndAddress.windowMs;
const PAIR_MAX = LOGIN_LIMITS.perAccountAndAddress.max;
const ADDRESS_MAX = LOGIN_LIMITS.perAddress.max;

let api: TestApi;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  api = await createTestApi({ TRUST_PROXY: "1" }, { now });
  admin = await createUser(api.db, { role: "ADMIN" });
});

let addressCounter = 0;
/** A fresh client address, so each test counts on its own. */
const nextAddress = () => `203.0.113.${++addressCounter}`;

function login(user: { email: string; password: string }, options: { from: string; password?: string; via?: TestApi }) {
  return (options.via ?? api).call("POST", "/v1/auth/login", {
    body: { email: user.email, password: options.password ?? user.password },
    headers: { "x-forwarded-for": options.from },
  });
}

const wrong = (i: number) => `yanlis-parola-${i}`;

describe("login throttling", () => {
  it(`checks at most ${PAIR_MAX} of 60 parallel wrong passwords; the rest get 429 with Retry-After`, async () => {
    const victim = await createUser(api.db);
    const from = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(victim, { from, password: wrong(i) })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PAIR_MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - PAIR_MAX);
    for (const limited of answers.filter((a) => a.status === 429)) {
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(WINDOW / 1000);
      expect(limited.json).toEqual({
        content: "Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.",
        code: "TOO_MANY_REQUESTS",
      });
    }
  });

  it("locks nobody out: 20 wrong passwords for the admin from one address, then the right one from another → 200", async () => {
    const attacker = nextAddress();
    for (let i = 0; i < 20; i++) {
      const res = await login(admin, { from: attacker, password: wrong(i) });
      expect(res.status).toBe(i < PAIR_MAX ? 401 : 429);
    }
    const owner = await login(admin, { from: nextAddress() });
    expect(owner.status).toBe(200);
    expect(owner.json.content.user.id).toBe(admin.id);
  });

  it("refuses even the right password from the blocked address until the window has passed", async () => {
    const user = await createUser(api.db);
    const from = nextAddress();
    for (let i = 0; i < PAIR_MAX; i++) expect((await login(user, { from, password: wrong(i) })).status).toBe(401);
    const blocked = await login(user, { from });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);

    clock += (retryAfter - 2) * 1000;
    expect((await login(user, { from })).status).toBe(429);
    clock += 3 * 1000;
    expect((await login(user, { from })).status).toBe(200);
  });

  it("a successful login starts that account and address afresh", async () => {
    const user = await createUser(api.db);
    const from = nextAddress();
    for (let i = 0; i < PAIR_MAX - 1; i++) expect((await login(user, { from, password: wrong(i) })).status).toBe(401);
    expect((await login(user, { from })).status).toBe(200);
    for (let i = 0; i < PAIR_MAX; i++) expect((await login(user, { from, password: wrong(i) })).status).toBe(401);
    expect((await login(user, { from, password: wrong(99) })).status).toBe(429);
  });

  it(`limits one address to ${ADDRESS_MAX} failures across accounts (password spraying)`, async () => {
    const from = nextAddress();
    for (let i = 0; i < ADDRESS_MAX; i++) {
      const res = await login({ email: `yok${i}-${from}@liman.test`, password: "x" }, { from });
      expect(res.status).toBe(401);
    }
    const user = await createUser(api.db);
    expect((await login(user, { from, password: wrong(0) })).status).toBe(429);
    expect((await login(user, { from })).status).toBe(429);
    expect((await login(user, { from: nextAddress() })).status).toBe(200);
  });

  it("successful logins do not use up the address's allowance (an office behind one address)", async () => {
    const from = nextAddress();
    const user = await createUser(api.db);
    for (let i = 0; i <= ADDRESS_MAX; i++) expect((await login(user, { from })).status).toBe(200);
    expect((await login(user, { from, password: wrong(0) })).status).toBe(401);
  });

  it("counts the address our proxy saw: a spoofed X-Forwarded-For entry on the left changes nothing", async () => {
    const user = await createUser(api.db);
    const real = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= PAIR_MAX; i++) {
      const res = await login(user, { from: `10.9.${i}.1, ${real}`, password: wrong(i) });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(PAIR_MAX).fill(401), 429]);
    expect((await login(user, { from: `10.9.99.1, ${real}` })).status).toBe(429);
  });

  it("keeps no e-mail or address in clear in the database", async () => {
    const rows = await api.db.select().from(rateLimitCounters);
    expect(rows.length).toBeGreaterThan(0);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(admin.email);
    expect(stored).not.toMatch(/@|203\.0\.113/);
  });

  it("deletes the counters whose window has ended", async () => {
    await deleteExpiredCounters(api.db, now()); // the windows earlier tests left behind when they moved the clock
    const user = await createUser(api.db);
    await login(user, { from: nextAddress(), password: wrong(0) });
    const open = await api.db.select().from(rateLimitCounters);
    expect(open.length).toBeGreaterThanOrEqual(2);
    expect(await deleteExpiredCounters(api.db, now())).toBe(0);
    expect(await deleteExpiredCounters(api.db, new Date(clock + WINDOW + 1000))).toBe(open.length);
    expect(await api.db.select().from(rateLimitCounters)).toEqual([]);
  });
});

describe("two instances on one database", () => {
  let second: TestApi;
  beforeAll(async () => {
    second = await createTestApi({ TRUST_PROXY: "1" }, { now, sameDatabaseAs: api });
  });

  it("count failed logins together", async () => {
    const user = await createUser(api.db);
    const from = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= PAIR_MAX; i++) {
      const res = await login(user, { from, password: wrong(i), via: i % 2 === 0 ? api : second });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(PAIR_MAX).fill(401), 429]);
  });

  it("count 60 parallel wrong logins split over both together", async () => {
    const user = await createUser(api.db);
    const from = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(user, { from, password: wrong(i), via: i % 2 ? api : second })),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(PAIR_MAX);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(60 - PAIR_MAX);
  });
});
