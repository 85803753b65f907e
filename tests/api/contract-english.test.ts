import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { createReservation } from "@/server/seed/factories";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { daysFromToday } from "../support/test-dates";

let api: TestApi;
let cast: BoatCast;
let weeks = 0;
const PATH = "/v1/admin/document-templates/contract";

async function contractText(code: string, email: string) {
  const res = await api.app.request(
    `/v1/reservations/documents/contract?code=${encodeURIComponent(code)}&email=${encodeURIComponent(email)}`,
  );
  expect(res.status).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), {
    mergePages: true,
  });
  return text.replace(/\s+/g, " ");
}

async function reservation(locale: "tr" | "en", email: string) {
  const start = daysFromToday(40 + 7 * weeks++);
  const end = addDays(start, 7);
  return createReservation(api.db, {
    boatId: cast.ownBoat.id,
    customerName: "Jane Harbour",
    customerEmail: email,
    startDate: start,
    endDate: end,
    guests: 4,
    currency: "EUR",
    locale,
  });
}

beforeAll(async () => {
  api = await createTestApi();
  cast = await boatCast(api);
});

describe("the charter contract's English terms", () => {
  it("are filled by the migration with the Turkish default's variables and used for an English reservation", async () => {
    const current = await api.call("GET", PATH, { token: cast.adminToken });
    expect(current.status).toBe(200);
    const { body, body_en } = current.json.content as { body: string; body_en: string };
    const vars = (text: string) => [...new Set(text.match(/\{\{\w+\}\}/g))].sort();
    expect(vars(body_en)).toEqual(vars(body));
    expect(body_en).toContain("Delivery and return");

    const en = await reservation("en", "jane.en@example.com");
    const english = await contractText(en.code, "jane.en@example.com");
    expect(english).toContain("Delivery and return");
    expect(english).toContain(`Booking code: ${en.code}`);
    expect(english).not.toContain("Teslim ve iade");

    const tr = await reservation("tr", "jane.tr@example.com");
    const turkish = await contractText(tr.code, "jane.tr@example.com");
    expect(turkish).toContain("Teslim ve iade");
    expect(turkish).not.toContain("Delivery and return");
  });

  it("are saved and validated by the dashboard API; empty English terms fall back to the Turkish ones", async () => {
    const current = await api.call("GET", PATH, { token: cast.adminToken });
    const body = current.json.content.body as string;
    const bodyEn = "1. Pets\nNo pets are allowed on {{boat_name}}; check-in from {{check_in_time}}.";
    const saved = await api.call("PUT", PATH, { token: cast.adminToken, body: { body, body_en: bodyEn } });
    expect(saved.status).toBe(200);
    expect(saved.json.content.body_en).toBe(bodyEn);
    const en = await reservation("en", "pets.en@example.com");
    expect(await contractText(en.code, "pets.en@example.com")).toMatch(/No pets are allowed on .+; check-in from/);

    const unknown = await api.call("PUT", PATH, {
      token: cast.adminToken,
      body: { body, body_en: "{{customer}} signs." },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.content).toContain("{{customer}}");
    expect((await api.call("GET", PATH, { token: cast.adminToken })).json.content.body_en).toBe(bodyEn);

    const owner = await api.call("PUT", PATH, { token: cast.ownerToken, body: { body, body_en: bodyEn } });
    expect(owner.status).toBe(403);

    const cleared = await api.call("PUT", PATH, { token: cast.adminToken, body: { body, body_en: "  " } });
    expect(cleared.status).toBe(200);
    expect(cleared.json.content.body_en).toBe("");
    const again = await reservation("en", "empty.en@example.com");
    const text = await contractText(again.code, "empty.en@example.com");
    expect(text).toContain("Teslim ve iade");
    expect(text).toContain("Charter Contract");
  });
});
