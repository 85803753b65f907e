import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { signToken } from "@/server/auth/tokens";
import { boats } from "@/server/db/schema";
import { createBoat, createUser } from "@/server/seed/factories";
import { updateUser } from "@/server/users/update-user";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let cast: BoatCast;

beforeAll(async () => {
  api = await createTestApi();
  cast = await boatCast(api);
});

const token = (user: { id: number; role: "ADMIN" | "OWNER"; sessionVersion: number }) => signToken(user, api.jwtSecret);
const edit = (id: number, body: Record<string, unknown>, as = cast.adminToken) =>
  api.call("PATCH", `/v1/admin/users/${id}`, { token: as, body });
const ownBoats = (as: string) => api.call("GET", "/v1/admin/boats", { token: as });

describe("PATCH /v1/admin/users/:id", () => {
  it("changes names, e-mail (stored lower-case), phone and role", async () => {
    const user = await createUser(api.db, { role: "OWNER", firstName: "Can", lastName: "Deniz" });
    const res = await edit(user.id, {
      first_name: "Cem",
      last_name: "Dalgıç",
      email: "Cem.Dalgic@Example.com",
      phone: "+90 555 000 11 22",
      role: "ADMIN",
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.content).toMatchObject({
      id: user.id,
      first_name: "Cem",
      last_name: "Dalgıç",
      email: "cem.dalgic@example.com",
      phone: "+90 555 000 11 22",
      role: "ADMIN",
      active: true,
    });
    const cleared = await edit(user.id, { phone: "" });
    expect(cleared.json.content.phone).toBeNull();
    expect((await api.call("GET", `/v1/admin/users/${user.id}`, { token: cast.adminToken })).json.content.role).toBe(
      "ADMIN",
    );
  });

  it("refuses an e-mail another user has, whatever its case (409, Turkish)", async () => {
    const taken = await createUser(api.db, { email: "kaptan.ali@example.com" });
    const user = await createUser(api.db);
    const res = await edit(user.id, { email: "KAPTAN.Ali@example.com" });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("EMAIL_TAKEN");
    expect(res.json.content).toBe("Bu e-posta adresiyle kayıtlı bir kullanıcı zaten var.");
    // The user's own address in another case is no conflict.
    const same = await edit(taken.id, { email: "Kaptan.Ali@EXAMPLE.com" });
    expect(same.status).toBe(200);
  });

  it("answers 400 with a Turkish message for bad input and 404 for an unknown user", async () => {
    const user = await createUser(api.db);
    const bad = await edit(user.id, { email: "not-an-address" });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.email).toBe("Geçerli bir e-posta adresi girin.");
    expect((await edit(user.id, {})).status).toBe(400);
    expect((await edit(user.id, { first_name: "  " })).status).toBe(400);
    expect((await edit(999_999, { first_name: "Yok" })).status).toBe(404);
  });

  it("is for ADMINs only", async () => {
    const res = await edit(cast.owner.id, { first_name: "Başka" }, cast.ownerToken);
    expect(res.status).toBe(403);
  });

  it("never lets an ADMIN deactivate or demote themselves", async () => {
    const self = await edit(cast.admin.id, { active: false });
    expect(self.status).toBe(400);
    expect(self.json.content).toBe("Kendi hesabınızı pasifleştiremezsiniz.");
    const demote = await edit(cast.admin.id, { role: "OWNER" });
    expect(demote.status).toBe(400);
    expect(demote.json.content).toBe("Kendi yönetici yetkinizi kaldıramazsınız.");
    // Their own name is fine.
    expect((await edit(cast.admin.id, { first_name: "Deniz" })).status).toBe(200);
  });

  it("never deactivates or demotes the last active ADMIN, even when two ADMINs remove each other at once", async () => {
    // A database of its own, with exactly two active ADMINs (and an inactive one, who does not count).
    const solo = await createTestApi();
    const first = await createUser(solo.db, { role: "ADMIN" });
    const second = await createUser(solo.db, { role: "ADMIN" });
    await createUser(solo.db, { role: "ADMIN", active: false });
    const asFirst = await signToken(first, solo.jwtSecret);
    const asSecond = await signToken(second, solo.jwtSecret);
    const [a, b] = await Promise.all([
      solo.call("PATCH", `/v1/admin/users/${second.id}`, { token: asFirst, body: { active: false } }),
      solo.call("PATCH", `/v1/admin/users/${first.id}`, { token: asSecond, body: { role: "OWNER" } }),
    ]);
    const statuses = [a.status, b.status].sort();
    // One wins; the other is refused: by the last-admin rule (409) or, when it came after, because its
    // author was no longer an active ADMIN (401).
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const loser = a.status === 200 ? b : a;
    if (loser.status === 409) {
      expect(loser.json.code).toBe("LAST_ADMIN");
      expect(loser.json.content).toMatch(/^Son etkin yönetici/);
    }
    const admins = (await solo.call("GET", "/v1/admin/users", { token: a.status === 200 ? asFirst : asSecond })).json
      .content.items as { role: string; active: boolean }[];
    expect(admins.filter((u) => u.role === "ADMIN" && u.active)).toHaveLength(1);

    // The domain refuses to remove the last one whoever asks.
    const only = a.status === 200 ? first : second;
    await expect(updateUser(solo.db, 0, only.id, { active: false })).rejects.toMatchObject({
      status: 409,
      code: "LAST_ADMIN",
    });
    await expect(updateUser(solo.db, 0, only.id, { role: "OWNER" })).rejects.toMatchObject({ code: "LAST_ADMIN" });
  });
});

describe("ending sessions", () => {
  it("a deactivated user's open session is refused at its very next call, and stays refused after reactivation", async () => {
    const user = await createUser(api.db, { role: "OWNER" });
    const open = await token(user);
    expect((await ownBoats(open)).status).toBe(200);
    expect((await edit(user.id, { active: false })).json.content.active).toBe(false);
    const next = await ownBoats(open);
    expect(next.status).toBe(401);
    expect((await edit(user.id, { active: true })).status).toBe(200);
    expect((await ownBoats(open)).status).toBe(401);
  });

  it("the old activity call ends the session the same way and keeps the self rule", async () => {
    const user = await createUser(api.db, { role: "OWNER" });
    const open = await token(user);
    const res = await api.call("PATCH", "/v1/admin/users/activity", {
      token: cast.adminToken,
      body: { id: user.id, active: false },
    });
    expect(res.status).toBe(200);
    expect((await ownBoats(open)).status).toBe(401);
    const self = await api.call("PATCH", "/v1/admin/users/activity", {
      token: cast.adminToken,
      body: { id: cast.admin.id, active: false },
    });
    expect(self.status).toBe(400);
  });

  it("a new e-mail or a new role ends the sessions; a new name or phone does not", async () => {
    const user = await createUser(api.db, { role: "OWNER" });
    const open = await token(user);
    await edit(user.id, { first_name: "Yeni", phone: "+90 555 123 45 67" });
    expect((await ownBoats(open)).status).toBe(200);
    await edit(user.id, { email: `yeni-${user.id}@example.com` });
    expect((await ownBoats(open)).status).toBe(401);

    const other = await createUser(api.db, { role: "OWNER" });
    const otherOpen = await token(other);
    await edit(other.id, { role: "ADMIN" });
    expect((await ownBoats(otherOpen)).status).toBe(401);
  });
});

describe("POST /v1/admin/users/:id/reassign-boats", () => {
  const reassign = (id: number, body: Record<string, unknown>, as = cast.adminToken) =>
    api.call("POST", `/v1/admin/users/${id}/reassign-boats`, { token: as, body });

  async function ownerWithBoats(n: number) {
    const owner = await createUser(api.db, { role: "OWNER" });
    const list = [];
    for (let i = 0; i < n; i++) {
      list.push(await createBoat(api.db, { ownerId: owner.id, typeId: cast.type.id, marinaId: cast.marina.id }));
    }
    return { owner, boats: list };
  }
  const ownerOf = async (id: number) =>
    (await api.db.select({ ownerId: boats.ownerId }).from(boats).where(eq(boats.id, id)))[0]?.ownerId;

  it("moves all of an owner's boats to another OWNER, and the user list counts them", async () => {
    const { owner, boats: theirs } = await ownerWithBoats(2);
    const target = await createUser(api.db, { role: "OWNER" });
    const before = await api.call("GET", `/v1/admin/users/${owner.id}`, { token: cast.adminToken });
    expect(before.json.content.boat_count).toBe(2);
    const res = await reassign(owner.id, { to_owner_id: target.id });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.content).toEqual({
      from_owner_id: owner.id,
      to_owner_id: target.id,
      boat_ids: theirs.map((b) => b.id).sort((x, y) => x - y),
    });
    for (const b of theirs) expect(await ownerOf(b.id)).toBe(target.id);
    // The new owner sees them, the old one no longer.
    const targetToken = await token(target);
    const seen = (await ownBoats(targetToken)).json.content.items.map((b: { id: number }) => b.id);
    expect(seen.sort()).toEqual(theirs.map((b) => b.id).sort());
  });

  it("moves only the boats listed", async () => {
    const { owner, boats: theirs } = await ownerWithBoats(2);
    const target = await createUser(api.db, { role: "OWNER" });
    const res = await reassign(owner.id, { to_owner_id: target.id, boat_ids: [theirs[1]!.id] });
    expect(res.json.content.boat_ids).toEqual([theirs[1]!.id]);
    expect(await ownerOf(theirs[0]!.id)).toBe(owner.id);
    expect(await ownerOf(theirs[1]!.id)).toBe(target.id);
  });

  it("moves nothing when one listed boat is not the owner's (all or nothing)", async () => {
    const { owner, boats: theirs } = await ownerWithBoats(1);
    const target = await createUser(api.db, { role: "OWNER" });
    const res = await reassign(owner.id, { to_owner_id: target.id, boat_ids: [theirs[0]!.id, cast.otherBoat.id] });
    expect(res.status).toBe(400);
    expect(await ownerOf(theirs[0]!.id)).toBe(owner.id);
    expect(await ownerOf(cast.otherBoat.id)).toBe(cast.otherOwner.id);
  });

  it("refuses an ADMIN, an inactive user or the same owner as the new owner, and callers who are not ADMIN", async () => {
    const { owner } = await ownerWithBoats(1);
    const inactive = await createUser(api.db, { role: "OWNER", active: false });
    expect((await reassign(owner.id, { to_owner_id: cast.admin.id })).status).toBe(400);
    expect((await reassign(owner.id, { to_owner_id: inactive.id })).status).toBe(400);
    const same = await reassign(owner.id, { to_owner_id: owner.id });
    expect(same.status).toBe(400);
    expect(same.json.content).toMatch(/aynı kişiye/);
    expect((await reassign(999_999, { to_owner_id: cast.otherOwner.id })).status).toBe(404);
    expect((await reassign(owner.id, { to_owner_id: cast.otherOwner.id }, cast.ownerToken)).status).toBe(403);
  });
});
