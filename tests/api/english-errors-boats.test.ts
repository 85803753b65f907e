import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { signToken } from "@/server/auth/tokens";
import { boats } from "@/server/db/schema";
import { createBoat, createBoatType, createExternalClosing, createMarina, createUser } from "@/server/seed/factories";
import { createTestApi } from "../support/test-api";
import { daysFromToday } from "../support/test-dates";

/**
 * Refused requests of the boat areas (boats, boat types, marinas, external closings, iCal, search, departures,
 * banks) answer in the asker's language from the error catalogues (decision 0040), each with its stable code.
 */
const api = await createTestApi();
const EN = { "accept-language": "en-GB,en;q=0.9" };
let adminToken: string;
let ownerToken: string;
let ownBoatId: number;

beforeAll(async () => {
  const admin = await createUser(api.db, { role: "ADMIN" });
  const owner = await createUser(api.db, { role: "OWNER" });
  adminToken = await signToken(admin, api.jwtSecret);
  ownerToken = await signToken(owner, api.jwtSecret);
  ownBoatId = (await createBoat(api.db, { ownerId: owner.id })).id;
});

describe("refused requests of the boat areas in English", () => {
  it("a boat type in use: English with Accept-Language, Turkish without", async () => {
    const type = await createBoatType(api.db);
    await createBoat(api.db, { typeId: type.id });
    const en = await api.call("DELETE", `/v1/admin/boattypes/${type.id}`, { token: adminToken, headers: EN });
    expect(en.status).toBe(409);
    expect(en.json).toEqual({
      content: "This boat type cannot be deleted because 1 boat uses it. Change the boats' type first.",
      code: "IN_USE",
    });
    const tr = await api.call("DELETE", `/v1/admin/boattypes/${type.id}`, { token: adminToken });
    expect(tr.json).toEqual({
      content: "Bu tekne tipi 1 teknede kullanıldığı için silinemez. Önce teknelerin tipini değiştirin.",
      code: "IN_USE",
    });
  });

  it("a marina with boats cannot be deleted (the count decides the English form)", async () => {
    const marina = await createMarina(api.db);
    await createBoat(api.db, { marinaId: marina.id });
    await createBoat(api.db, { marinaId: marina.id });
    const res = await api.call("DELETE", `/v1/admin/marina/${marina.id}`, { token: adminToken, headers: EN });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      content: "This marina cannot be deleted because 2 boats are based here. Move the boats to another marina first.",
      code: "IN_USE",
    });
  });

  it("an external closing cancelled twice", async () => {
    const closing = await createExternalClosing(api.db, { boatId: ownBoatId });
    const first = await api.call("PATCH", `/v1/admin/external/${closing.id}/cancel`, { token: adminToken });
    expect(first.status).toBe(200);
    const again = await api.call("PATCH", `/v1/admin/external/${closing.id}/cancel`, {
      token: adminToken,
      headers: EN,
    });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ content: "This closing is already cancelled.", code: "EXTERNAL_CANCELLED" });
  });

  it("an OWNER changing admin-only boat fields: the message and each field's", async () => {
    const res = await api.call("PUT", `/v1/admin/boats/${ownBoatId}`, {
      token: ownerToken,
      headers: EN,
      body: { popular: true, sort_order: 99 },
    });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      content: "Only an administrator can change these fields: popular, order.",
      code: "ADMIN_ONLY_FIELD",
      fields: {
        popular: "Only an administrator can change this field.",
        sort_order: "Only an administrator can change this field.",
      },
    });
  });

  it("a boat's fields checked by the shared schema: the field named, the bound filled in", async () => {
    const res = await api.call("POST", "/v1/admin/boats", {
      token: adminToken,
      headers: EN,
      body: { name: "Mavi Rüya", type_id: 1, marina_id: 1, guests: 0, check_in_time: "25:00" },
    });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("VALIDATION_ERROR");
    expect(res.json.fields).toMatchObject({
      guests: "The number of guests must be at least 1.",
      check_in_time: "The check-in time must be in the form HH:MM (e.g. 14:00).",
    });
  });

  it("an iCal feed on a private address: the answer in English, the boat's stored error in Turkish", async () => {
    const boat = await createBoat(api.db, { icalUrl: "http://10.0.0.1/feed.ics" });
    const res = await api.call("POST", "/v1/admin/boats/date/sync", {
      token: adminToken,
      headers: EN,
      body: { boat_id: boat.id },
    });
    expect(res.status).toBe(422);
    expect(res.json).toEqual({
      content: "The calendar address cannot be used: This address points to the local network, which is not allowed.",
      code: "ICAL_FETCH_FAILED",
    });
    const [row] = await api.db.select({ error: boats.icalError }).from(boats).where(eq(boats.id, boat.id));
    expect(row?.error).toBe("Takvim adresi kullanılamıyor: Bu adres yerel ağa işaret ettiği için izin verilmiyor.");
  });

  it("a public search with an unknown order", async () => {
    const res = await api.call("GET", "/v1/searchboats?order=cheapest&guests=-1", { headers: EN });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("VALIDATION_ERROR");
    expect(res.json.fields.order).toMatch(/^Invalid order\. Valid values: .+\.$/);
    expect(res.json.fields.guests).toBe("The number of guests cannot be negative.");
  });

  it("departures asked for a day and a week at once", async () => {
    const day = daysFromToday(3);
    const res = await api.call("GET", `/v1/admin/departures?day=${day}&week=2027-W05`, {
      token: adminToken,
      headers: EN,
    });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("VALIDATION_ERROR");
    expect(res.json.fields).toEqual({ week: "Choose a day or a week, not both." });
  });

  it("a bank account with an IBAN already registered", async () => {
    const body = { bank_name: "Ziraat", account_holder: "Liman", iban: "TR33 0006 1005 1978 6457 8413 26" };
    expect((await api.call("POST", "/v1/admin/banks", { token: adminToken, body })).status).toBe(201);
    const dup = await api.call("POST", "/v1/admin/banks", { token: adminToken, headers: EN, body });
    expect(dup.status).toBe(409);
    expect(dup.json).toEqual({ content: "This IBAN is already registered.", code: "DUPLICATE" });
  });
});
