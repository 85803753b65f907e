import { beforeAll, describe, expect, it } from "vitest";
import { createBoatPrice } from "@/server/seed/factories";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { nextIp } from "../support/booking-fixtures";
import { sendForm } from "../support/content-helpers";
import { createTestApi, type TestApi } from "../support/test-api";
import { daysFromToday } from "../support/test-dates";

// Issue 33: phone numbers took any text (HTML, SQL, line breaks), single-line fields took line breaks (they end up
// in mail subjects) and bidi override characters (a name shown reversed in the dashboard).

let api: TestApi;
let cast: BoatCast;

beforeAll(async () => {
  api = await createTestApi({ TRUST_PROXY: "1" });
  cast = await boatCast(api);
});

const SINGLE_LINE = "Tek satır olmalı: satır sonu ve yazı yönünü değiştiren (bidi) denetim karakterleri kullanılamaz.";
const PHONE_INVALID = "Geçerli bir telefon numarası girin.";
/** A right-to-left override: "Ali\u202Eexe.fdp" shows as "Alipdf.exe". */
const RLO = "\u202E";
const NOT_PHONES = ["<b>0532</b> 111 22 33", "0532'; DROP TABLE users;--", "+90 532\n111 22 33", "bir telefon"];

describe("phone numbers", () => {
  it("a user's phone is validated like the reservation phone, on create and on edit; '' still clears it", async () => {
    for (const phone of NOT_PHONES) {
      const created = await api.call("POST", "/v1/admin/users", {
        token: cast.adminToken,
        body: {
          email: `tel-${Math.random().toString(36).slice(2)}@liman.test`,
          password: "Uzun-ve-tahmin-edilemez-42",
          role: "OWNER",
          first_name: "Can",
          last_name: "Deniz",
          phone,
        },
      });
      expect(created.status, phone).toBe(400);
      expect(created.json.fields.phone).toBe(PHONE_INVALID);
      const edited = await api.call("PATCH", `/v1/admin/users/${cast.owner.id}`, {
        token: cast.adminToken,
        body: { phone },
      });
      expect(edited.status, phone).toBe(400);
      expect(edited.json.fields.phone).toBe(PHONE_INVALID);
    }
    const ok = await api.call("PATCH", `/v1/admin/users/${cast.owner.id}`, {
      token: cast.adminToken,
      body: { phone: "+90 (532) 111-22.33" },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.content.phone).toBe("+90 (532) 111-22.33");
    const cleared = await api.call("PATCH", `/v1/admin/users/${cast.owner.id}`, {
      token: cast.adminToken,
      body: { phone: "" },
    });
    expect(cleared.json.content.phone).toBeNull();
  });

  it("the site's phone likewise; '' leaves it empty", async () => {
    const contact = (site_phone: string) =>
      api.call("PUT", "/v1/admin/contact/edit", {
        token: cast.adminToken,
        body: { site_phone, site_email: "info@liman.test", site_address: "Bodrum", staff_email: "" },
      });
    for (const phone of NOT_PHONES) {
      const res = await contact(phone);
      expect(res.status, phone).toBe(400);
      expect(res.json.fields.site_phone).toBe(PHONE_INVALID);
    }
    expect((await contact("+90 252 000 00 00")).status).toBe(200);
    expect((await contact("")).status).toBe(200);
  });
});

describe("single-line text", () => {
  it("refuses line breaks and bidi controls in names and titles (JSON, multipart, public, staff)", async () => {
    for (const bad of ["\n", "\r", "\u2028", RLO, "\u2066"]) {
      const name = `Ali${bad}exe.fdp`;
      const user = await api.call("PATCH", `/v1/admin/users/${cast.owner.id}`, {
        token: cast.adminToken,
        body: { first_name: name },
      });
      expect(user.status, JSON.stringify(bad)).toBe(400);
      expect(user.json.fields.first_name).toBe(SINGLE_LINE);
      const type = await api.call("POST", "/v1/admin/boattypes", { token: cast.adminToken, body: { name } });
      expect(type.status).toBe(400);
      expect(type.json.fields.name).toBe(SINGLE_LINE);
      const team = await sendForm(api, "POST", "/v1/admin/team", cast.adminToken, { name, title: "Kaptan" });
      expect(team.status).toBe(400);
      expect(team.json.fields.name).toBe(SINGLE_LINE);
      const site = await api.call("PUT", "/v1/admin/site/edit", {
        token: cast.adminToken,
        body: {
          site_name: `Liman${bad}Bcc: x@example.com`,
          site_footer_text: "",
          deposit_percent: 20,
          option_hours: 72,
        },
      });
      expect(site.status).toBe(400);
      expect(site.json.fields.site_name).toBe(SINGLE_LINE);
    }
  });

  it("refuses them in the guest's name on a booking, in the guest's language", async () => {
    await createBoatPrice(api.db, { boatId: cast.ownBoat.id });
    const res = await api.call("POST", "/v1/reservations", {
      headers: { "x-forwarded-for": nextIp(), "accept-language": "en" },
      body: {
        boat_slug: cast.ownBoat.slug,
        start_date: daysFromToday(60),
        end_date: daysFromToday(67),
        guests: 2,
        customer_name: `Jane${RLO}enaJ`,
        customer_email: "jane@example.com",
        customer_phone: "+44 20 7946 0958",
        kvkk_consent: true,
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.fields.customer_name).toBe(
      "Must be a single line: line breaks and bidirectional override characters are not allowed.",
    );
  });

  it("keeps what is fine: a trailing newline trimmed, right-to-left letters, the LRM mark, and multi-line bios", async () => {
    const type = await api.call("POST", "/v1/admin/boattypes", {
      token: cast.adminToken,
      body: { name: "Katamaran \u200Fقارب\n" },
    });
    expect(type.status, type.text).toBe(201);
    expect(type.json.content.name).toBe("Katamaran \u200Fقارب");
    const team = await sendForm(api, "POST", "/v1/admin/team", cast.adminToken, {
      name: "Ayşe Çelik",
      title: "Kaptan",
      bio: "Yirmi yıldır denizde.\nGöcek'i iyi bilir.",
    });
    expect(team.status, team.text).toBe(201);
    // A multipart form sends its line breaks as CRLF.
    expect(team.json.content.bio).toMatch(/^Yirmi yıldır denizde\.\r?\nGöcek'i iyi bilir\.$/);
  });
});
