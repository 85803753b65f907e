import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { searchBoatsByName } from "@/server/search/search-by-name";
import { createBoat, createBoatImage } from "@/server/seed/factories";
import { statementCounter } from "../support/statement-counter";
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

  it("lists names starting with the query, then with a word starting with it, then containing it, each by name", async () => {
    for (const name of ["Kalodosa", "Ak Lodos", "Lodos Bir", "Lodos", "Lodosçu Reis"])
      await createBoat(api.db, { name });
    expect(names(await search("lodos"))).toEqual(["Lodos", "Lodos Bir", "Lodosçu Reis", "Ak Lodos", "Kalodosa"]);
    expect(names(await search("LODOS B"))[0]).toBe("Lodos Bir");
    // A typo finds the names that hold most of its trigrams in one stretch, best first.
    expect(names(await search("lodos bri"))[0]).toBe("Lodos Bir");
  });

  it("reads the first names in name order from an index, without sorting every match, in the generic plan too", async () => {
    // Tiers 1 and 4 are prepared statements: after a few calls PostgreSQL may run them with a generic plan, made
    // without the query's values. Their index conditions must survive there (a `like $1` or an `active = $1`
    // would not: the pattern and the partial index's predicate cannot be proven from a parameter).
    const count = statementCounter(api);
    const genericPlan = async (statement: { sql: string; params: unknown[] }) =>
      api.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
        await tx.execute(sql.raw(`PREPARE search_probe AS ${statement.sql}`));
        const values = statement.params.map((p) =>
          typeof p === "number" ? String(p) : `'${String(p).replaceAll("'", "''")}'`,
        );
        const result = await tx.execute(sql.raw(`EXPLAIN EXECUTE search_probe(${values.join(", ")})`));
        await tx.execute(sql`DEALLOCATE search_probe`);
        return (result as unknown as { rows: Record<string, string>[] }).rows
          .map((r) => Object.values(r)[0])
          .join("\n");
      });
    const { sent } = await count((db) => searchBoatsByName(db, "zzqqxx"));
    const [prefix, , typo] = sent;
    if (!prefix || !typo) throw new Error(`expected three statements, got ${sent.length}`);
    const prefixPlan = await genericPlan(prefix);
    expect(prefixPlan).toContain("boats_search_name_c_idx");
    expect(prefixPlan).toMatch(/Index Cond: .*search_name >= \$1/);
    // (The first image's subquery sorts a boat's few images; the names themselves are never sorted.)
    expect(prefixPlan.split("SubPlan")[0]).not.toContain("Sort");
    expect(await genericPlan(typo)).toContain("boats_search_name_trgm_idx");
  });

  it("answers the same on every call, also once its prepared statements run with generic plans", async () => {
    const first = {
      lodos: names(await search("lodos")),
      mavi: names(await search("mavi")),
      typo: names(await search("lodos bri")),
      none: names(await search("zzqqxx")),
    };
    expect(first.lodos).toEqual(["Lodos", "Lodos Bir", "Lodosçu Reis", "Ak Lodos", "Kalodosa"]);
    for (let i = 0; i < 8; i++) {
      expect(names(await search("lodos"))).toEqual(first.lodos);
      expect(names(await search("mavi"))).toEqual(first.mavi);
      expect(names(await search("lodos bri"))).toEqual(first.typo);
      expect(names(await search("zzqqxx"))).toEqual([]);
    }
  });

  it("asks the database once when names start with the query, and at most three times for a typo", async () => {
    const counter = statementCounter(api);
    const count = async (q: string) => {
      const { statements, result } = await counter((db) => searchBoatsByName(db, q));
      return { statements, names: result.map((r) => r.name) };
    };
    expect(await count("poyraz")).toEqual({ statements: 1, names: expect.arrayContaining(["Poyraz 0"]) });
    // Tier 1 finds one, tiers 2 and 3 (one statement) two more, the typo tier is asked for the rest.
    expect((await count("lodos")).statements).toBe(3);
    expect((await count("lodos bri")).names[0]).toBe("Lodos Bir");
    expect((await count("lodos bri")).statements).toBe(3);
    expect(await count("zzqqxx")).toEqual({ statements: 3, names: [] });
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
