import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { signToken } from "@/server/auth/tokens";
import { mailTemplates } from "@/server/db/schema";
import { createUser } from "@/server/seed/factories";
import { createTestApi } from "../support/test-api";

const api = await createTestApi();
let token: string;
let id: number;

beforeAll(async () => {
  token = await signToken(await createUser(api.db, { role: "ADMIN" }), api.jwtSecret);
  const [row] = await api.db
    .select({ id: mailTemplates.id })
    .from(mailTemplates)
    .where(eq(mailTemplates.key, "reservation_confirmed"));
  id = row!.id;
});

describe("the English version of a mail template", () => {
  it("is seeded for every guest mail and listed beside the Turkish one", async () => {
    const res = await api.call("GET", "/v1/admin/mailtemplates", { token });
    expect(res.status).toBe(200);
    const byKey = new Map(
      (res.json.content.items as { key: string; subject_en: string; body_en: string }[]).map((t) => [t.key, t]),
    );
    for (const key of [
      "reservation_received",
      "bank_details",
      "reservation_confirmed",
      "reservation_request_approved",
      "reservation_request_refused",
      "review_invitation",
      "balance_reminder",
    ]) {
      expect(byKey.get(key)?.subject_en, key).not.toBe("");
      expect(byKey.get(key)?.body_en, key).toMatch(/Dear \{\{customer_name\}\}/);
    }
  });

  it("is edited with the Turkish one, sanitised and checked for unknown variables", async () => {
    const current = await api.call("GET", "/v1/admin/mailtemplates", { token });
    const template = (current.json.content.items as { id: number; subject: string; body: string }[]).find(
      (t) => t.id === id,
    )!;
    const save = (english: { subject_en?: string; body_en?: string }) =>
      api.call("PUT", `/v1/admin/mailtemplates/${id}`, {
        token,
        body: { subject: template.subject, body: template.body, ...english },
      });

    const ok = await save({
      subject_en: "Confirmed: {{code}}",
      body_en: '<p onclick="x()">Dear {{customer_name}}, see you on board.</p>',
    });
    expect(ok.status).toBe(200);
    expect(ok.json.content.subject_en).toBe("Confirmed: {{code}}");
    expect(ok.json.content.body_en).toBe("<p>Dear {{customer_name}}, see you on board.</p>");
    expect(ok.json.content.subject).toBe(template.subject);

    const unknown = await save({ subject_en: "Hi", body_en: "<p>{{no_such_thing}}</p>" });
    expect(unknown.status).toBe(400);
    expect(unknown.json.content).toContain("{{no_such_thing}}");

    const half = await save({ subject_en: "Only a subject", body_en: "" });
    expect(half.status).toBe(400);
    expect(half.json.fields.body_en).toBeDefined();

    // Left out: unchanged.
    const untouched = await save({});
    expect(untouched.json.content.subject_en).toBe("Confirmed: {{code}}");
  });
});
