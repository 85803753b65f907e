import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contactMessages, mailOutbox } from "@/server/db/schema";
import { createBoat } from "@/server/seed/factories";
import { updateSettings } from "@/server/settings/update-settings";
import { staffTokens } from "../support/content-helpers";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let t: Awaited<ReturnType<typeof staffTokens>>;

beforeAll(async () => {
  api = await createTestApi();
  t = await staffTokens(api);
  await updateSettings(api.db, { site_email: "iletisim@liman.test", site_name: "Liman" });
});

async function send(email: string, acceptLanguage: string | undefined, extra: Record<string, unknown> = {}) {
  const res = await api.call("POST", "/v1/website/contact", {
    headers: acceptLanguage ? { "accept-language": acceptLanguage } : {},
    body: { name: "Jane Harbour", email, message: "Is the gulet free in early September?", ...extra },
  });
  expect(res.status).toBe(201);
  const [row] = await api.db
    .select({ id: contactMessages.id, locale: contactMessages.locale })
    .from(contactMessages)
    .where(eq(contactMessages.email, email));
  return row!;
}

async function replyMailTo(id: number, email: string) {
  const res = await api.call("POST", `/v1/admin/contact/messages/${id}/replies`, {
    token: t.adminToken,
    body: { text: "Hello Jane,\n\nYes, it is free from 5 September." },
  });
  expect(res.status).toBe(201);
  const [mail] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  return mail!;
}

describe("contact messages from the English site", () => {
  it("record their language from Accept-Language and are answered in English", async () => {
    const message = await send("jane.contact@example.com", "en-GB,en;q=0.9");
    expect(message.locale).toBe("en");
    const shown = await api.call("GET", `/v1/admin/contact/messages/${message.id}`, { token: t.adminToken });
    expect(shown.json.content.locale).toBe("en");
    const mail = await replyMailTo(message.id, "jane.contact@example.com");
    expect(mail.headers).toMatchObject({ "Content-Language": "en", "Reply-To": "iletisim@liman.test" });
    expect(mail.text).toContain("Dear Jane Harbour,");
    expect(mail.text).toContain("Kind regards,");
    expect(mail.text).toMatch(/On .+, Jane Harbour wrote:/);
    expect(mail.text).toContain("> Is the gulet free in early September?");
    for (const turkish of ["Sayın", "Saygılarımızla", "yazdı", "iletişim formu"]) {
      expect(mail.text).not.toContain(turkish);
      expect(mail.html).not.toContain(turkish);
    }
    expect(mail.subject).toBe("Re: Liman contact form");
  });

  it("sale enquiries record their language too", async () => {
    const boat = await createBoat(api.db, { ownerId: t.owner.id, forSale: true });
    const message = await send("jane.sale@example.com", "en", { boat_id: boat.id });
    expect(message.locale).toBe("en");
    const mail = await replyMailTo(message.id, "jane.sale@example.com");
    expect(mail.headers).toMatchObject({ "Content-Language": "en" });
    expect(mail.subject).toBe(`Re: Sale enquiry: ${boat.name}`);
  });

  it("stay Turkish from the Turkish site (or without Accept-Language)", async () => {
    const message = await send("ayse.contact@example.com", undefined);
    expect(message.locale).toBe("tr");
    const mail = await replyMailTo(message.id, "ayse.contact@example.com");
    expect(mail.headers).toMatchObject({ "Content-Language": "tr" });
    expect(mail.text).toContain("Sayın Jane Harbour,");
    expect(mail.text).toContain("Saygılarımızla,");
  });
});
