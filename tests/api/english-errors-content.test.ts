import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@/server/seed/factories";
import { staffTokens } from "../support/content-helpers";
import { createTestApi, type TestApi } from "../support/test-api";

// Issue 28: refused requests of the content areas answer in the asker's language from the error catalogues, the
// code unchanged; without Accept-Language the Turkish text stays as it was.

let api: TestApi;
let staff: Awaited<ReturnType<typeof staffTokens>>;
let otherOwnerId: number;

const EN = { "accept-language": "en-GB,en;q=0.9" };

beforeAll(async () => {
  api = await createTestApi();
  staff = await staffTokens(api);
  otherOwnerId = (await createUser(api.db, { role: "OWNER" })).id;
});

type Call = { method: string; path: string; token?: "admin" | "owner"; body?: Record<string, unknown> };

function send({ method, path, token, body }: Call, headers: Record<string, string> = {}) {
  const bearer = token === "admin" ? staff.adminToken : token === "owner" ? staff.ownerToken : undefined;
  return api.call(method, path, { token: bearer, body, headers });
}

describe("refused requests of the content areas in English", () => {
  it("a missing blog post: 404 in English, and in Turkish without Accept-Language", async () => {
    const call: Call = { method: "DELETE", path: "/v1/admin/blog/999999", token: "admin" };
    const en = await send(call, EN);
    expect(en.status).toBe(404);
    expect(en.json).toEqual({ content: "Blog post not found.", code: "NOT_FOUND" });
    expect(en.headers.get("content-language")).toBe("en");
    const tr = await send(call);
    expect(tr.json).toEqual({ content: "Blog yazısı bulunamadı.", code: "NOT_FOUND" });
  });

  it("ordering unknown team members: the ids filled in, the field's message in English too", async () => {
    const res = await send(
      { method: "PATCH", path: "/v1/admin/team/order", token: "admin", body: { ids: [999998, 999999] } },
      EN,
    );
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      content: "Team member not found: 999998, 999999. The order was not changed.",
      code: "BAD_REQUEST",
      fields: { ids: "Unknown team member." },
    });
  });

  it("a list page saved as a text page names its own editor", async () => {
    const call: Call = {
      method: "PUT",
      path: "/v1/admin/website/team",
      token: "admin",
      body: { title: "Ekibimiz", body: "<p>Biz</p>" },
    };
    const en = await send(call, EN);
    expect(en.status).toBe(400);
    expect(en.json.content).toBe("This page's content is edited through its own list (/v1/admin/team).");
    expect(en.json.code).toBe("BAD_REQUEST");
    expect((await send(call)).json.content).toBe("Bu sayfanın içeriği kendi listesinden düzenlenir (/v1/admin/team).");
  });

  it("a FAQ entry without its question: the field's own message (a content-field key) in English", async () => {
    const res = await send(
      { method: "POST", path: "/v1/admin/faq", token: "admin", body: { question: "  ", answer: "<p>Evet.</p>" } },
      EN,
    );
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      content: "The information sent is not valid. question: The question is required.",
      code: "VALIDATION_ERROR",
      fields: { question: "The question is required." },
    });
  });

  it("a too long English blog title names the limit the schema carries", async () => {
    const res = await send(
      {
        method: "POST",
        path: "/v1/admin/blog",
        token: "admin",
        body: { title: "Mavi yolculuk", body: "<p>Metin</p>", title_en: "x".repeat(201) },
      },
      EN,
    );
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("VALIDATION_ERROR");
    expect(res.json.fields).toEqual({ title_en: "The English title may be at most 200 characters." });
  });

  it("erasing a staff member's data by KVKK: 409 with its own code", async () => {
    const res = await send(
      { method: "POST", path: "/v1/admin/kvkk/erase", token: "admin", body: { email: staff.owner.email } },
      EN,
    );
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      content: "This e-mail address belongs to a staff account; a KVKK erasure cannot remove it.",
      code: "STAFF_ACCOUNT",
    });
  });

  it("a report whose end month comes before its start month", async () => {
    const res = await send(
      { method: "GET", path: "/v1/admin/reports/occupancy?from=2030-05&to=2030-01", token: "admin" },
      EN,
    );
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ content: "The end month cannot be before the start month.", code: "BAD_REQUEST" });
  });

  it("an owner asking for another owner's statement: 403 in English", async () => {
    const res = await send(
      { method: "GET", path: `/v1/admin/statements?owner_id=${otherOwnerId}&month=2030-01`, token: "owner" },
      EN,
    );
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ content: "You can only see your own statement.", code: "FORBIDDEN" });
  });

  it("sending a newsletter nobody has confirmed: 422 in English", async () => {
    const draft = await send({
      method: "POST",
      path: "/v1/admin/newsletter",
      token: "admin",
      body: { subject: "Yaz fırsatları", html: "<p>Erken rezervasyon.</p>" },
    });
    expect(draft.status).toBe(201);
    const res = await send(
      { method: "POST", path: `/v1/admin/newsletter/${draft.json.content.id}/send`, token: "admin" },
      EN,
    );
    expect(res.status).toBe(422);
    expect(res.json).toEqual({
      content: "The newsletter cannot be sent because there are no confirmed subscribers.",
      code: "UNPROCESSABLE",
    });
  });

  it("a contact message that is too short names the minimum, in both languages", async () => {
    const call: Call = {
      method: "POST",
      path: "/v1/website/contact",
      body: { name: "Jane Doe", email: "jane@example.com", message: "Hi" },
    };
    const en = await send(call, EN);
    expect(en.status).toBe(400);
    expect(en.json.code).toBe("VALIDATION_ERROR");
    expect(en.json.fields).toEqual({ message: "The message must be at least 10 characters." });
    expect((await send(call)).json.fields).toEqual({ message: "Mesaj en az 10 karakter olmalı." });
  });

  it("a web-vitals beacon without measurements", async () => {
    const res = await send({ method: "POST", path: "/v1/vitals", body: { page: "/", kind: "hard", metrics: [] } }, EN);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("VALIDATION_ERROR");
    expect(res.json.fields).toEqual({ metrics: "At least one measurement must be sent." });
  });

  it("a web-vitals beacon of an unknown kind", async () => {
    const body = { page: "/", kind: "spa", metrics: [{ name: "LCP", value: 1 }] };
    const res = await send({ method: "POST", path: "/v1/vitals", body }, EN);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("VALIDATION_ERROR");
    expect(res.json.fields).toEqual({
      kind: "The kind must be hard (a full page load) or soft (an in-app navigation).",
    });
  });
});
