import { type APIRequestContext, expect } from "@playwright/test";
import { loginAnswer } from "./admin-login";
import { turkishIban } from "../../../src/lib/iban";
import { unique } from "./names-and-toasts";

/** A bearer token of the e2e admin, for arranging data through the API. */
export async function adminApiToken(request: APIRequestContext): Promise<string> {
  return (await loginAnswer(request)).accessToken;
}

/** Arranges public content through the admin API (the same calls the dashboard makes). */
export function contentApi(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: "get" | "post" | "put", path: string, data?: unknown) => {
    const res = await request[method](path, { headers, data });
    expect(res.ok(), `${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()).content;
  };

  return {
    call,
    async blogPost(input: { title: string; body: string; excerpt?: string; published?: boolean }) {
      return call("post", "/v1/admin/blog", input) as Promise<{ id: number; slug: string; title: string }>;
    },
    async bank(input: { bank_name: string; currency: "TRY" | "EUR" | "USD" | "GBP" }) {
      const account = String(Math.floor(Math.random() * 1e12)).padStart(12, "0");
      const iban = turkishIban("00061", `9${account}`);
      await call("post", "/v1/admin/banks", { ...input, account_holder: "Liman Denizcilik Ltd. Şti.", iban });
      return iban;
    },
    async faq(question: string, answer: string) {
      return call("post", "/v1/admin/faq", { question, answer, sort_order: 0 });
    },
    /**
     * Uploads a tiny PDF as a company document. Its bytes carry the title: files are stored by content hash, and two
     * documents with the same bytes share one download whose name is either one's title (reported as a bug).
     */
    async document(title: string) {
      const pdf = Buffer.from(
        `%PDF-1.4\n% ${title}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
      );
      const res = await request.post("/v1/admin/ourdocuments", {
        headers,
        multipart: { title, file: { name: "belge.pdf", mimeType: "application/pdf", buffer: pdf } },
      });
      expect(res.ok(), `upload: ${res.status()} ${await res.text()}`).toBe(true);
      return (await res.json()).content as { id: number; title: string };
    },
    async page(key: string, title: string, body: string) {
      return call("put", `/v1/admin/website/${key}`, { title, body });
    },
    /** An active boat's slug: the first one listed, or a new one with its own type and marina. */
    async boatSlug(): Promise<string> {
      const list = await call("get", "/v1/admin/boats?take=1");
      const first = list.items.find((b: { active?: boolean }) => b.active !== false);
      if (first) return first.slug;
      const type = await call("post", "/v1/admin/boattypes", { name: `Gulet ${unique()}` });
      const district = await call("post", "/v1/admin/towndistrict", { town: "Muğla", name: `Bodrum ${unique()}` });
      const marina = await call("post", "/v1/admin/marina", { name: `Marina ${unique()}`, district_id: district.id });
      const boat = await call("post", "/v1/admin/boats", {
        name: `Deniz Yıldızı ${unique()}`,
        type_id: type.id,
        marina_id: marina.id,
      });
      return boat.slug;
    },
    unique,
  };
}
