import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { agencies, agencyApiKeys } from "@/server/db/schema";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let cast: BoatCast;

beforeAll(async () => {
  api = await createTestApi();
  cast = await boatCast(api);
});

const admin = (method: string, path: string, body?: Record<string, unknown>) =>
  api.call(method, path, { token: cast.adminToken, body });

/** Every row of every table as text: what a database dump would show. */
async function dumpText(): Promise<string> {
  const tables = (await api.db.execute(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
  )) as unknown as { rows: { tablename: string }[] };
  const parts: string[] = [];
  for (const { tablename } of tables.rows) {
    const rows = (await api.db.execute(sql.raw(`SELECT t::text AS row FROM "${tablename}" t`))) as unknown as {
      rows: { row: string }[];
    };
    parts.push(...rows.rows.map((r) => r.row));
  }
  return parts.join("\n");
}

describe("agencies (ADMIN)", () => {
  it("an ADMIN adds, lists, reads and edits an agency; an OWNER may not", async () => {
    const created = await admin("POST", "/v1/admin/agencies", {
      name: "Blue Voyage Reisen",
      contact_name: "Anna Schmidt",
      contact_email: "Anna@BlueVoyage.example",
      contact_phone: "+49 30 1234567",
      commission_bps: 1250,
      rate_limit_per_minute: 30,
      webhook_url: "https://bluevoyage.example/hooks/liman",
    });
    expect(created.status).toBe(201);
    const agency = created.json.content;
    expect(agency).toMatchObject({
      name: "Blue Voyage Reisen",
      commission_bps: 1250,
      rate_limit_per_minute: 30,
      webhook_url: "https://bluevoyage.example/hooks/liman",
      active: true,
      active_keys: 0,
    });
    const list = await admin("GET", "/v1/admin/agencies");
    expect(list.json.content.items.map((a: { id: number }) => a.id)).toContain(agency.id);

    const edited = await admin("PUT", `/v1/admin/agencies/${agency.id}`, {
      name: "Blue Voyage Reisen GmbH",
      commission_bps: 1500,
      webhook_url: "",
    });
    expect(edited.status).toBe(200);
    expect(edited.json.content).toMatchObject({
      name: "Blue Voyage Reisen GmbH",
      commission_bps: 1500,
      rate_limit_per_minute: 30,
      webhook_url: null,
      contact_name: "Anna Schmidt",
    });

    const asOwner = await api.call("GET", "/v1/admin/agencies", { token: cast.ownerToken });
    expect(asOwner.status).toBe(403);
    const noOne = await api.call("POST", "/v1/admin/agencies", { body: { name: "X" } });
    expect(noOne.status).toBe(401);
  });

  it("refuses a commission out of range and an unknown field by name", async () => {
    const bad = await admin("POST", "/v1/admin/agencies", { name: "A", commission_bps: 10_001 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields)).toEqual(["commission_bps"]);
    const unknown = await admin("POST", "/v1/admin/agencies", { name: "A", comission_bps: 5 });
    expect(unknown.status).toBe(400);
    expect(unknown.json.fields).toHaveProperty("comission_bps");
  });

  it("reads and rotates the webhook secret, stored sealed (not in clear in the database)", async () => {
    const { json } = await admin("POST", "/v1/admin/agencies", { name: "Sail Away Ltd" });
    const id = json.content.id;
    const first = await admin("GET", `/v1/admin/agencies/${id}/webhook-secret`);
    expect(first.status).toBe(200);
    expect(first.json.content.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const rotated = await admin("POST", `/v1/admin/agencies/${id}/webhook-secret`);
    expect(rotated.json.content.secret).not.toBe(first.json.content.secret);
    const again = await admin("GET", `/v1/admin/agencies/${id}/webhook-secret`);
    expect(again.json.content.secret).toBe(rotated.json.content.secret);
    const [row] = await api.db.select().from(agencies).where(eq(agencies.id, id));
    expect(row?.webhookSecretEncrypted).toBeTruthy();
    expect(row?.webhookSecretEncrypted).not.toContain(rotated.json.content.secret.slice(6));
    expect((await admin("GET", "/v1/admin/agencies/999999/webhook-secret")).status).toBe(404);
  });

  it("a key is shown once, stored only as a hash (not findable in a dump), listed by prefix, revoked at once", async () => {
    const { json } = await admin("POST", "/v1/admin/agencies", { name: "Aegean Partners" });
    const id = json.content.id;
    const created = await admin("POST", `/v1/admin/agencies/${id}/keys`, { label: "production" });
    expect(created.status).toBe(201);
    const key: string = created.json.content.key;
    expect(key).toMatch(/^lmn_live_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(created.json.content.prefix)).toBe(true);

    const dump = await dumpText();
    expect(dump).not.toContain(key);
    expect(dump).not.toContain(key.slice(created.json.content.prefix.length));
    const [stored] = await api.db.select().from(agencyApiKeys).where(eq(agencyApiKeys.agencyId, id));
    expect(stored?.keyHash).toMatch(/^[0-9a-f]{64}$/);

    const second = await admin("POST", `/v1/admin/agencies/${id}/keys`, {});
    const list = await admin("GET", `/v1/admin/agencies/${id}/keys`);
    expect(list.json.content.total).toBe(2);
    expect(JSON.stringify(list.json)).not.toContain(key);
    expect((await admin("GET", `/v1/admin/agencies/${id}`)).json.content.active_keys).toBe(2);

    // The key works, then is refused from the very next request after its revocation.
    expect((await api.call("GET", "/v1/partner/boats", { token: key })).status).toBe(200);
    const used = await admin("GET", `/v1/admin/agencies/${id}/keys`);
    const usedKey = used.json.content.items.find((k: { id: number }) => k.id === created.json.content.id);
    expect(usedKey.last_used_at).not.toBeNull();
    const revoked = await admin("DELETE", `/v1/admin/agencies/${id}/keys/${created.json.content.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.json.content.revoked_at).not.toBeNull();
    const refused = await api.call("GET", "/v1/partner/boats", { token: key });
    expect(refused.status).toBe(401);
    expect(refused.json.code).toBe("API_KEY_INVALID");
    // The other key of the agency still works (rotation).
    expect((await api.call("GET", "/v1/partner/boats", { token: second.json.content.key })).status).toBe(200);
    // Another agency's key id is not found under this agency.
    expect((await admin("DELETE", `/v1/admin/agencies/${id + 1000}/keys/${second.json.content.id}`)).status).toBe(404);
  });

  it("a deactivated agency's keys are refused at once", async () => {
    const { json } = await admin("POST", "/v1/admin/agencies", { name: "Paused Travel" });
    const key = (await admin("POST", `/v1/admin/agencies/${json.content.id}/keys`, {})).json.content.key;
    expect((await api.call("GET", "/v1/partner/boats", { token: key })).status).toBe(200);
    await admin("PUT", `/v1/admin/agencies/${json.content.id}`, { name: "Paused Travel", active: false });
    expect((await api.call("GET", "/v1/partner/boats", { token: key })).status).toBe(401);
  });
});
