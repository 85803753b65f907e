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

  it("refuses a webhook URL that is not on the public internet, at creation and on an edit, naming the field", async () => {
    const loopback = await api.call("POST", "/v1/admin/agencies", {
      token: cast.adminToken,
      headers: { "accept-language": "en" },
      body: { name: "Loopback Travel", webhook_url: "http://127.0.0.1:8080/hooks" },
    });
    expect(loopback.status).toBe(400);
    expect(loopback.json.code).toBe("WEBHOOK_URL_NOT_PUBLIC");
    expect(Object.keys(loopback.json.fields)).toEqual(["webhook_url"]);
    expect(loopback.json.content).toBe(
      "The webhook address must be on the public internet: it points to the server itself (loopback), which Liman cannot send to.",
    );
    expect(await api.db.select().from(agencies).where(eq(agencies.name, "Loopback Travel"))).toEqual([]);

    const { json } = await admin("POST", "/v1/admin/agencies", {
      name: "Harbour Hooks",
      webhook_url: "https://hooks.harbour.example/liman",
    });
    for (const [url, where] of [
      ["http://10.1.2.3/hooks", "yerel ağa"],
      ["http://[::1]:3000/", "sunucunun kendisine (loopback)"],
      ["http://169.254.169.254/latest/meta-data", "yerel ağa (link-local)"],
      ["https://[fd00::5]/hooks", "yerel ağa (IPv6 unique-local)"],
      // A host name is resolved: one that stands for a loopback address is refused as the address would be.
      ["http://localhost:9000/hooks", "sunucunun kendisine (loopback)"],
    ]) {
      const edited = await admin("PUT", `/v1/admin/agencies/${json.content.id}`, {
        name: "Harbour Hooks",
        webhook_url: url,
      });
      expect(edited.status, url).toBe(400);
      expect(edited.json.code).toBe("WEBHOOK_URL_NOT_PUBLIC");
      expect(edited.json.fields.webhook_url).toBe(
        `Webhook adresi internette herkese açık bir adres olmalı: bu adres ${where} işaret ediyor; Liman oraya gönderim yapamaz.`,
      );
    }
    const kept = await admin("GET", `/v1/admin/agencies/${json.content.id}`);
    expect(kept.json.content.webhook_url).toBe("https://hooks.harbour.example/liman");
    // A name that does not resolve (yet) is saved: each delivery checks the address again.
    const unresolved = await admin("PUT", `/v1/admin/agencies/${json.content.id}`, {
      name: "Harbour Hooks",
      webhook_url: "https://hooks.liman.invalid/x",
    });
    expect(unresolved.status).toBe(200);
    // Editing other fields leaves the stored URL unchecked and unchanged.
    expect((await admin("PUT", `/v1/admin/agencies/${json.content.id}`, { name: "Harbour Hooks 2" })).status).toBe(200);
  });

  it("with OUTBOUND_ALLOW_PRIVATE=1 a local-network webhook URL is saved; multicast and reserved ranges still are not", async () => {
    const local = await createTestApi({ OUTBOUND_ALLOW_PRIVATE: "1" }, { sameDatabaseAs: api });
    const call = (body: Record<string, unknown>) =>
      local.call("POST", "/v1/admin/agencies", { token: cast.adminToken, body });
    const saved = await call({ name: "Local Receiver", webhook_url: "http://127.0.0.1:4010/hooks" });
    expect(saved.status).toBe(201);
    expect(saved.json.content.webhook_url).toBe("http://127.0.0.1:4010/hooks");
    expect((await call({ name: "LAN Receiver", webhook_url: "http://192.168.1.20/hooks" })).status).toBe(201);
    for (const url of ["http://224.0.0.1/hooks", "http://0.0.0.0:80/", "http://192.0.2.10/hooks"]) {
      const refused = await call({ name: "Odd Receiver", webhook_url: url });
      expect(refused.status, url).toBe(400);
      expect(refused.json.code).toBe("WEBHOOK_URL_NOT_PUBLIC");
    }
  });
});
