import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "@/features/dashboard/api/client";
import { ApiError, createApi, settle } from "@/shared/api/client";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

/**
 * The browser's one client (src/shared/api/client.ts) against the real API: the page's relative `/v1/…` addresses
 * are handed to the in-process app, as the browser hands them to the server that served the page.
 */
let api: TestApi;
let cast: BoatCast;
const browserFetch = globalThis.fetch;

beforeAll(async () => {
  api = await createTestApi();
  cast = await boatCast(api);
});

function serveFromApp() {
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    init?.signal?.throwIfAborted();
    return api.app.request(String(input), init);
  }) as typeof fetch;
}

afterEach(() => {
  globalThis.fetch = browserFetch;
});

describe("the browser's API client", () => {
  it("fills the path, sends the bearer token and answers the route's content", async () => {
    serveFromApp();
    const client = createApiClient(cast.adminToken, () => {});
    const boat = await client.v1.get("/admin/boats/{id}", { params: { id: cast.ownBoat.id } });
    expect(boat.name).toBe("Mavi Rüya");
  });

  it("answers a file (CSV) as a Blob", async () => {
    serveFromApp();
    const client = createApiClient(cast.adminToken, () => {});
    const csv = await client.v1.get("/admin/boats/csv");
    expect(csv).toBeInstanceOf(Blob);
    expect(await (csv as Blob).text()).toContain("Mavi Rüya");
  });

  it("throws the server's { content, code, fields } as one ApiError, and settle() hands it over as a value", async () => {
    serveFromApp();
    const site = createApi({ headers: () => ({ "Accept-Language": "tr" }) });
    const call = site.post("/website/contact", {
      body: { name: "Can Demir", email: "not-an-email", message: "Merhaba, bir gulet arıyoruz." },
    });
    const result = await settle(call);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(400);
    expect(result.code).toBeTypeOf("string");
    expect(result.fields?.email).toBeTypeOf("string");
    expect(result.message).not.toMatch(/^400/);
    await expect(call).rejects.toBeInstanceOf(ApiError);
  });

  it("asks the dashboard to drop a session refused on a read, not on a write", async () => {
    serveFromApp();
    let drops = 0;
    const client = createApiClient("not-a-token", () => drops++);
    await expect(client.v1.get("/admin/boats/{id}", { params: { id: cast.ownBoat.id } })).rejects.toMatchObject({
      status: 401,
    });
    expect(drops).toBe(1);
    await expect(client.post("/admin/boats/archive", {})).rejects.toMatchObject({ status: 401 });
    expect(drops).toBe(1);
  });

  it("turns no answer into ApiError status 0, code NETWORK, with the client's message", async () => {
    // A port nothing listens on: the connection is refused, as when the server is down.
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      browserFetch(`http://127.0.0.1:9${String(input)}`, init)) as typeof fetch;
    const site = createApi({ networkMessage: "Sunucuya ulaşılamadı." });
    await expect(site.get("/boats/{slug}/extras", { params: { slug: "x" } })).rejects.toMatchObject({
      status: 0,
      code: "NETWORK",
      message: "Sunucuya ulaşılamadı.",
    });
  });

  it("lets an abort through as an AbortError, never as a failed answer", async () => {
    serveFromApp();
    const controller = new AbortController();
    controller.abort();
    const call = createApi().get("/boats/{slug}/extras", { params: { slug: "x" }, signal: controller.signal });
    await expect(settle(call)).rejects.toMatchObject({ name: "AbortError" });
  });
});
