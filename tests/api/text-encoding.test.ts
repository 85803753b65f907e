import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { faqItems, teamMembers } from "@/server/db/schema";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { nextIp } from "../support/booking-fixtures";
import { readAnswer } from "../support/read-answer";
import { createTestApi, type TestApi } from "../support/test-api";

// Issue 33: text that is not UTF-8 was read leniently (stored as U+FFFD, or passed on as sent), and a body in
// another charset was read as UTF-8. Each is refused before any schema or handler sees it.

let api: TestApi;
let cast: BoatCast;

beforeAll(async () => {
  api = await createTestApi({ TRUST_PROXY: "1" });
  cast = await boatCast(api);
});

/** The UTF-8 bytes of `before`, then raw bytes that are not UTF-8, then the UTF-8 bytes of `after`. */
const bytes = (before: string, raw: number[], after: string) =>
  Buffer.concat([Buffer.from(before, "utf8"), Buffer.from(raw), Buffer.from(after, "utf8")]);

/** An encoded UTF-16 surrogate (CESU-8), a byte that never starts UTF-8, and a sequence cut short. */
const NOT_UTF8 = [[0xed, 0xa0, 0x80], [0xff], [0xc5]];

const send = async (method: string, path: string, body: Buffer, headers: Record<string, string>) =>
  readAnswer(await api.app.request(path, { method, headers, body: new Uint8Array(body) }));

function expectInvalidText(res: { status: number; json: any }, what: string) {
  expect(res.status, what).toBe(400);
  expect(res.json.code, what).toBe("INVALID_TEXT");
}

/** A multipart body by hand: FormData would re-encode the text as UTF-8 (U+FFFD for what is not). */
function multipart(fields: Record<string, Buffer>) {
  const boundary = "----liman-test-boundary";
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      value,
      Buffer.from("\r\n"),
    ]),
  );
  return {
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

describe("query strings that are not UTF-8", () => {
  it("answer 400 on public and staff calls (an encoded lone surrogate, a stray byte)", async () => {
    for (const bad of ["%ED%A0%80", "%FF", "%C5"]) {
      const publicCall = await api.call("GET", `/v1/search/input?searchString=ab${bad}cd`);
      expect(publicCall.status, bad).toBe(400);
      expect(publicCall.json.content).toBe(
        "Adresin sorgu kısmı geçersiz: UTF-8 olarak çözülemeyen bir karakter içeriyor.",
      );
      const staffCall = await api.call("GET", `/v1/admin/reservations?customer_name=${bad}`, {
        token: cast.adminToken,
        headers: { "accept-language": "en" },
      });
      expect(staffCall.status, bad).toBe(400);
      expect(staffCall.json.content).toMatch(/does not decode as UTF-8/);
      // In a key, and in a key the operation does not read.
      expect((await api.call("GET", `/v1/search/input?x${bad}=1`)).status).toBe(400);
    }
  });

  it("pass when they are: Turkish letters, a plus for a space, an empty value", async () => {
    const res = await api.call("GET", "/v1/search/input?searchString=G%C3%B6cek+Marina&x=");
    expect(res.status).toBe(200);
  });
});

describe("bodies that are not UTF-8", () => {
  it("a JSON body is refused with 400 and nothing is stored (staff FAQ, public contact)", async () => {
    for (const raw of NOT_UTF8) {
      const faq = await send("POST", "/v1/admin/faq", bytes('{"question":"Soru', raw, '?","answer":"<p>Cevap</p>"}'), {
        authorization: `Bearer ${cast.adminToken}`,
        "content-type": "application/json",
      });
      expectInvalidText(faq, `faq ${raw}`);
      const contact = await send(
        "POST",
        "/v1/website/contact",
        bytes('{"name":"Ay', raw, 'şe","email":"a@example.com","message":"Merhaba, bilgi istiyorum."}'),
        { "content-type": "application/json", "x-forwarded-for": nextIp() },
      );
      expectInvalidText(contact, `contact ${raw}`);
    }
    expect(await api.db.select().from(faqItems).where(eq(faqItems.question, "Soru\uFFFD?"))).toEqual([]);
    // The same body in UTF-8 is taken, its Turkish letters and a U+FFFD sent on purpose as they are.
    const ok = await api.call("POST", "/v1/admin/faq", {
      token: cast.adminToken,
      body: { question: "Şişme bot var mı \uFFFD?", answer: "<p>Evet.</p>" },
    });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.json.content.question).toBe("Şişme bot var mı \uFFFD?");
  });

  it("a multipart text field is refused with 400, named, and nothing is stored (team)", async () => {
    for (const raw of NOT_UTF8) {
      const form = multipart({ name: bytes("Ay", raw, "şe"), title: Buffer.from("Kaptan") });
      const res = await send("POST", "/v1/admin/team", form.body, {
        authorization: `Bearer ${cast.adminToken}`,
        "content-type": form.type,
      });
      expectInvalidText(res, `team ${raw}`);
      expect(res.json.fields).toEqual({ name: "Geçerli UTF-8 metni değil." });
    }
    expect(await api.db.select().from(teamMembers)).toEqual([]);
    const form = multipart({ name: Buffer.from("Ayşe Çelik"), title: Buffer.from("Kaptan") });
    const ok = await send("POST", "/v1/admin/team", form.body, {
      authorization: `Bearer ${cast.adminToken}`,
      "content-type": form.type,
    });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.json.content.name).toBe("Ayşe Çelik");
  });
});

describe("a body in another charset", () => {
  it("is refused with 415 (JSON in UTF-16 or ISO-8859-9, public and staff); UTF-8 named any way passes", async () => {
    const json = JSON.stringify({ email: "charset@example.com", consent: true });
    for (const charset of ["utf-16", "UTF-16LE", "iso-8859-9", '"windows-1254"']) {
      const encoded = charset.toLowerCase().startsWith("utf-16") ? Buffer.from(json, "utf16le") : Buffer.from(json);
      const res = await send("POST", "/v1/website/subscribe", encoded, {
        "content-type": `application/json; charset=${charset}`,
      });
      expect(res.status, charset).toBe(415);
      expect(res.json.code).toBe("UNSUPPORTED_MEDIA_TYPE");
      expect(res.json.content).toBe("Bu istek UTF-8 karakter kümesiyle gönderilmeli (charset=utf-8).");
    }
    const staff = await api.call("POST", "/v1/admin/boattypes", {
      token: cast.adminToken,
      body: JSON.stringify({ name: "Tip" }),
      headers: { "content-type": "application/json;charset=utf-16", "accept-language": "en" },
    });
    expect(staff.status).toBe(415);
    expect(staff.json.content).toBe("This request must be sent in UTF-8 (charset=utf-8).");
    for (const charset of ["utf-8", "UTF-8", '"utf-8"', "utf8"]) {
      const res = await send("POST", "/v1/website/subscribe", Buffer.from(json), {
        "content-type": `application/json; charset=${charset}`,
      });
      expect(res.status, charset).toBe(200);
    }
  });
});

describe("the one-click unsubscribe (RFC 8058)", () => {
  it("takes the form a mail provider posts, urlencoded or multipart; any other body is 415", async () => {
    const urlencoded = await send(
      "POST",
      "/v1/website/newsletter/unsubscribe?token=x",
      Buffer.from("List-Unsubscribe=One-Click"),
      {
        "content-type": "application/x-www-form-urlencoded",
      },
    );
    expect(urlencoded.status).toBe(200);
    const form = multipart({ "List-Unsubscribe": Buffer.from("One-Click") });
    const multi = await send("POST", "/v1/website/newsletter/unsubscribe?token=x", form.body, {
      "content-type": form.type,
    });
    expect(multi.status, multi.text).toBe(200);
    const text = await send(
      "POST",
      "/v1/website/newsletter/unsubscribe?token=x",
      Buffer.from("List-Unsubscribe=One-Click"),
      {
        "content-type": "text/plain",
      },
    );
    expect(text.status).toBe(415);
  });
});
