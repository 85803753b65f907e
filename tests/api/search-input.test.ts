import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createBoat, createBoatImage } from "@/server/seed/factories";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let mavi: Awaited<ReturnType<typeof createBoat>>;

beforeAll(async () => {
  api = await createTestApi();
  mavi = await createBoat(api.db, { name: "Mavi Rüya" });
  await createBoatImage(api.db, {
    boatId: mavi.id,
    storageKey: "boats/mavi-second",
    variants: [640, 1080],
    sortOrder: 2,
  });
  await createBoatImage(api.db, {
    boatId: mavi.id,
    storageKey: "boats/mavi-first",
    variants: [1080, 640, 1920],
    sortOrder: 1,
  });
  await createBoat(api.db, { name: "Kara Deniz" });
  await createBoat(api.db, { name: "Mavi Yolculuk", active: false });
  await createBoat(api.db, { name: "Satılık Mavi Rüzgar", forRent: false, forSale: true });
});

const search = (q: string) => api.call("GET", `/v1/search/input?searchString=${encodeURIComponent(q)}`);
const names = (res: Awaited<ReturnType<typeof search>>) => res.json.content.map((r: { name: string }) => r.name);

describe("GET /v1/search/input", () => {
  it("answers { slug, name, thumbnail } with the first image's smallest variant", async () => {
    const res = await search("Mavi Rüya");
    expect(res.status).toBe(200);
    expect(res.json.content[0]).toEqual({
      slug: mavi.slug,
      name: "Mavi Rüya",
      thumbnail: "/v1/media/boats/mavi-first-640.webp",
    });
  });

  it.each(["mavi ruya", "Mavi Ryüa", "MAVİ RÜYA", "mavi  rüya ", "mavı ruya", "ruya"])(
    "finds Mavi Rüya from %j (typos, case and Turkish letters)",
    async (q) => {
      const res = await search(q);
      expect(res.status).toBe(200);
      expect(names(res)[0]).toBe("Mavi Rüya");
    },
  );

  it("lists active boats only, for rent and for sale", async () => {
    const res = await search("mavi");
    expect(names(res)).toContain("Mavi Rüya");
    expect(names(res)).toContain("Satılık Mavi Rüzgar");
    expect(names(res)).not.toContain("Mavi Yolculuk");
  });

  it("does not match unrelated names", async () => {
    expect(names(await search("zzqqxx"))).toEqual([]);
    expect(names(await search("mavi ruya"))).not.toContain("Kara Deniz");
  });

  it("answers at most 10 results", async () => {
    for (let i = 0; i < 12; i++) await createBoat(api.db, { name: `Poyraz ${i}` });
    const res = await search("poyraz");
    expect(res.json.content).toHaveLength(10);
    expect(res.json.content[0].thumbnail).toBeNull();
  });

  it("answers an empty list for an empty or symbol-only query, and 400 for a huge one", async () => {
    expect((await search("")).json.content).toEqual([]);
    expect((await search("  %_* ")).json.content).toEqual([]);
    expect((await api.call("GET", "/v1/search/input")).json.content).toEqual([]);
    const long = await search("a".repeat(201));
    expect(long.status).toBe(400);
    expect(long.json.content).toMatch(/en fazla 200 karakter/);
  });

  it("can use the trigram GIN index for every condition", async () => {
    const plan = await api.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = await tx.execute(
        sql`EXPLAIN SELECT slug FROM boats WHERE search_name LIKE '%mavi ruya%' OR search_name % 'mavi ruya' OR 'mavi ruya' <% search_name`,
      );
      return (result as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join("\n");
    });
    expect(plan).toContain("boats_search_name_trgm_idx");
  });
});
