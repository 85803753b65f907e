import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { boatImages } from "@/server/db/schema";
import { releaseFiles, writeWithFiles } from "@/server/media/shared-files";
import { variantKey } from "@/server/media/store-image";
import { createBoatImage } from "@/server/seed/factories";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let cast: BoatCast;

beforeAll(async () => {
  api = await createTestApi();
  cast = await boatCast(api);
});

/** A content key with two variant files of random bytes, stored and shown by one boat image row. */
async function shownContent() {
  const key = `boats/${randomBytes(16).toString("hex")}`;
  const files = [640, 1080].map((w) => ({ key: variantKey(key, w), data: randomBytes(64) }));
  const row = await writeWithFiles(api.db, api.storage, files, (tx) =>
    createBoatImage(tx, { boatId: cast.ownBoat.id, storageKey: key, variants: [640, 1080] }),
  );
  return { key, files, row };
}

const present = async (keys: string[]) => Promise.all(keys.map(async (k) => (await api.storage.get(k)) !== null));

describe("files shared by rows (content-addressed keys)", () => {
  it("releases a content's files only when no row references it any more", async () => {
    const { key, files, row } = await shownContent();
    const second = await createBoatImage(api.db, { boatId: cast.otherBoat.id, storageKey: key, variants: [640, 1080] });
    const keys = files.map((f) => f.key);

    await api.db.delete(boatImages).where(eq(boatImages.id, row.id));
    await releaseFiles(api.db, api.storage, keys);
    expect(await present(keys)).toEqual([true, true]);

    await api.db.delete(boatImages).where(eq(boatImages.id, second.id));
    await releaseFiles(api.db, api.storage, keys);
    expect(await present(keys)).toEqual([false, false]);
  });

  // Two connections are needed for the interleaving: PGlite runs one transaction at a time.
  it.runIf(process.env.TEST_DB === "postgres")(
    "keeps the files when the same content is stored again while its last row is being deleted",
    async () => {
      const { key, files, row } = await shownContent();
      let openGate = () => {};
      const gate = new Promise<void>((resolve) => {
        openGate = resolve;
      });
      // Instance B stores the same picture again: its files are put, its row not yet written…
      const storing = writeWithFiles(api.db, api.storage, files, async (tx) => {
        await gate;
        return createBoatImage(tx, { boatId: cast.otherBoat.id, storageKey: key, variants: [640, 1080] });
      });
      // …while instance A deletes the last row that shows it and releases the files.
      await api.db.delete(boatImages).where(eq(boatImages.id, row.id));
      const releasing = releaseFiles(
        api.db,
        api.storage,
        files.map((f) => f.key),
      );
      // A waits for B's lock on the content before it may decide; then B writes its row.
      await expect.poll(async () => waitingOnAdvisoryLocks(), { timeout: 10_000 }).toBeGreaterThan(0);
      openGate();
      const stored = await storing;
      await releasing;
      expect(await present(files.map((f) => f.key))).toEqual([true, true]);
      expect((await api.db.select().from(boatImages).where(eq(boatImages.id, stored.id))).length).toBe(1);
    },
  );
});

async function waitingOnAdvisoryLocks(): Promise<number> {
  const result = (await api.db.execute(
    sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}
