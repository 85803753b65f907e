import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createUser } from "@/server/seed/factories";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { testDatabaseKind } from "../support/test-database";

// Races only mean something on a real PostgreSQL server: PGlite runs one transaction at a time.
const onPostgres = testDatabaseKind() === "postgres";

let api: TestApi;
let cast: BoatCast;

beforeAll(async () => {
  api = await createTestApi();
  cast = await boatCast(api);
});

/** What the server warned about: a deadlock, even one a retry resolved, is logged as a transaction conflict. */
const warned: string[] = [];
let spy: { mockRestore: () => void } | undefined;
beforeEach(() => {
  spy = vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => void warned.push(args.join(" ")));
});
afterEach(() => {
  spy?.mockRestore();
  const conflicts = warned.splice(0).filter((line) => line.includes("transaction conflict"));
  expect(conflicts).toEqual([]);
});

describe.runIf(onPostgres)("staff edits of one user racing on PostgreSQL", () => {
  // Issue 33: the user edit locked every ADMIN row FOR UPDATE while the password reset's audit row waited for a
  // key-share lock on the acting ADMIN: a deadlock (40P01) answered 500 in about a third of the pairs.
  it("a password reset racing a deactivation of the same user: 25 pairs, no 500, no deadlock", async () => {
    const statuses: string[] = [];
    for (let i = 0; i < 25; i++) {
      const user = await createUser(api.db, { role: i % 2 ? "ADMIN" : "OWNER" });
      const [reset, activity] = await Promise.all([
        api.call("POST", `/v1/admin/users/${user.id}/password-reset`, { token: cast.adminToken }),
        api.call("PATCH", "/v1/admin/users/activity", { token: cast.adminToken, body: { id: user.id, active: false } }),
      ]);
      statuses.push(`${reset.status} ${reset.json?.code ?? ""}`.trim(), `${activity.status}`);
      // The reset either went first (200) or found the user already inactive (409 USER_INACTIVE).
      expect(["200", "409 USER_INACTIVE"]).toContain(`${reset.status} ${reset.json?.code ?? ""}`.trim());
      expect(activity.status).toBe(200);
    }
    expect(statuses.filter((s) => s.startsWith("5"))).toEqual([]);
  });

  it("a password reset racing an edit that demotes an ADMIN: no 500", async () => {
    for (let i = 0; i < 10; i++) {
      const user = await createUser(api.db, { role: "ADMIN" });
      const [reset, edit] = await Promise.all([
        api.call("POST", `/v1/admin/users/${user.id}/password-reset`, { token: cast.adminToken }),
        api.call("PATCH", `/v1/admin/users/${user.id}`, { token: cast.adminToken, body: { role: "OWNER" } }),
      ]);
      expect(reset.status).toBe(200);
      expect(edit.status).toBe(200);
    }
  });
});
