import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boatImages } from "@/server/db/schema";
import { IMAGE_MAX_BYTES, variantKey } from "@/server/media/store-image";
import { createBoat } from "@/server/seed/factories";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { type S3TestServer, startS3Server } from "../support/s3-server";
import { createTestApi, type TestApi } from "../support/test-api";

let png: Buffer;
let exifJpeg: Buffer;
/** A picture no other test uploads, so its files are shared by nothing else. */
const solid = (r: number, g: number, b: number) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

beforeAll(async () => {
  png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 10, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  exifJpeg = await sharp({ create: { width: 700, height: 500, channels: 3, background: { r: 200, g: 180, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "Gizli Kaptan", Artist: "Ayşe Kaptan", ImageDescription: "Göcek 36.75N 28.94E" } })
    .toBuffer();
});

// The same upload → serve → delete behaviour whichever storage holds the files: local disk, or a bucket on a
// real S3 protocol server (s3rver) started for this file.
describe.each(["local", "s3"] as const)("boat images on %s storage", (kind) => {
  let api: TestApi;
  let cast: BoatCast;
  let s3: S3TestServer | undefined;

  /** S3 only: a second app (another instance) over the same database and bucket, with its own S3 client. */
  let other: TestApi | undefined;

  beforeAll(async () => {
    if (kind === "s3") s3 = await startS3Server();
    api = await createTestApi({}, { storage: s3?.storage() });
    if (s3) other = await createTestApi({}, { sameDatabaseAs: api, storage: s3.storage() });
    cast = await boatCast(api);
  });
  afterAll(async () => {
    await s3?.stop();
  });

  type Part = { data: Buffer | string; name: string; type?: string };

  async function upload(token: string | undefined, fields: Record<string, string>, files: Part[], field = "files") {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const f of files)
      form.append(
        field,
        new Blob([typeof f.data === "string" ? f.data : new Uint8Array(f.data)], { type: f.type ?? "image/jpeg" }),
        f.name,
      );
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const res = await api.app.request("/v1/admin/boats/image", { method: "POST", body: form, headers });
    return { status: res.status, json: (await res.json()) as any };
  }

  const imageCount = async () => (await api.db.select({ n: count() }).from(boatImages))[0]!.n;

  describe("POST /v1/admin/boats/image", () => {
    it("stores a PNG as responsive WebP variants under content-addressed keys and answers their URLs", async () => {
      const res = await upload(cast.ownerToken, { boat_id: String(cast.ownBoat.id) }, [
        { data: png, name: "tekne.png" },
      ]);
      expect(res.status).toBe(201);
      const [image] = res.json.content;
      expect(image).toMatchObject({ boat_id: cast.ownBoat.id, width: 1200, height: 800, sort_order: 1 });
      expect(image.variants.map((v: { width: number }) => v.width)).toEqual([640, 828, 1080, 1200]);
      expect(image.thumbnail_url).toBe(image.variants[0].url);
      expect(image.url).toBe(image.variants[3].url);
      expect(image.url).toMatch(/^\/v1\/media\/boats\/[0-9a-f]{32}-1200\.webp$/);
      expect(image.url).not.toContain("tekne");
      const served = await api.app.request(image.thumbnail_url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(["webp", 640]);
      const list = await api.call("GET", "/v1/admin/boats", { token: cast.ownerToken });
      expect(list.json.content.items[0].thumbnail_url).toBe(image.thumbnail_url);
    });

    it("strips EXIF from a JPEG and takes several files (under 'file' too), appended in order", async () => {
      const res = await upload(
        cast.adminToken,
        { boat_id: String(cast.ownBoat.id) },
        [
          { data: exifJpeg, name: "a.jpg" },
          { data: png, name: "b.png" },
        ],
        "file",
      );
      expect(res.status).toBe(201);
      expect(res.json.content.map((i: { sort_order: number }) => i.sort_order)).toEqual([2, 3]);
      const [jpeg] = res.json.content;
      expect((await sharp(exifJpeg).metadata()).exif).toBeDefined();
      const key = jpeg.url.replace("/v1/media/", "");
      const stored = await api.storage.get(key);
      const meta = await sharp(stored!).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(stored!.includes(Buffer.from("Gizli Kaptan"))).toBe(false);
      const detail = await api.call("GET", `/v1/admin/boats/${cast.ownBoat.id}`, { token: cast.ownerToken });
      expect(detail.json.content.images.map((i: { id: number }) => i.id)).toHaveLength(3);
    });

    it("refuses a text file renamed .jpg before anything is stored", async () => {
      const before = await imageCount();
      const text = await upload(cast.ownerToken, { boat_id: String(cast.ownBoat.id) }, [
        { data: "merhaba, ben bir görsel değilim", name: "foto.jpg", type: "image/jpeg" },
      ]);
      expect(text.status).toBe(400);
      expect(text.json.content).toMatch(/görsel değil/);
      const mixed = await upload(cast.ownerToken, { boat_id: String(cast.ownBoat.id) }, [
        { data: await solid(1, 2, 3), name: "iyi.png" },
        { data: "sahte", name: "kotu.jpg" },
      ]);
      expect(mixed.status).toBe(400);
      expect(await imageCount()).toBe(before);
    });

    it("answers 503 when the storage fails mid-upload, removing the new files but not files other rows show", async () => {
      const before = await imageCount();
      const shown = (await api.db.select().from(boatImages).where(eq(boatImages.boatId, cast.ownBoat.id)))[0]!;
      const shownKeys = shown.variants.map((w) => variantKey(shown.storageKey, w));
      const fresh = await solid(7, 77, 177);
      // A storage fault injected around the real storage: the last file of the upload cannot be written (the
      // 900 px picture is stored at 640, 828 and 900 px, the 1200 px one at 640, 828, 1080 and 1200 px: 7 files).
      const puts: string[] = [];
      const realPut = api.storage.put.bind(api.storage);
      api.storage.put = async (key, data) => {
        puts.push(key);
        if (puts.length === 7) throw new Error("bağlantı koptu");
        return realPut(key, data);
      };
      let res: Awaited<ReturnType<typeof upload>>;
      try {
        res = await upload(cast.ownerToken, { boat_id: String(cast.ownBoat.id) }, [
          { data: fresh, name: "yeni.png" },
          { data: png, name: "zaten-var.png" },
        ]);
      } finally {
        api.storage.put = realPut;
      }
      expect(res.status).toBe(503);
      expect(res.json.code).toBe("STORAGE_UNAVAILABLE");
      expect(res.json.content).toMatch(/Dosya deposuna/);
      expect(await imageCount()).toBe(before);
      const freshKeys = puts.filter((key) => !shownKeys.includes(key));
      expect(freshKeys).toHaveLength(3);
      for (const key of freshKeys) expect(await api.storage.get(key)).toBeNull();
      for (const key of shownKeys) expect(await api.storage.get(key)).not.toBeNull();
    });

    it("stores the same picture once: a second upload of it gets the same key", async () => {
      const picture = await solid(30, 60, 90);
      const a = await upload(cast.ownerToken, { boat_id: String(cast.ownBoat.id) }, [{ data: picture, name: "a.png" }]);
      const b = await upload(cast.adminToken, { boat_id: String(cast.otherBoat.id) }, [
        { data: picture, name: "b.png" },
      ]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(b.json.content[0].url).toBe(a.json.content[0].url);
      expect(b.json.content[0].id).not.toBe(a.json.content[0].id);
      // Cleaned up here so the ordering tests below see only the first three images of the boat.
      for (const res of [a, b]) {
        const del = await api.call("DELETE", `/v1/admin/boats/image/${res.json.content[0].id}`, {
          token: cast.adminToken,
        });
        expect(del.status).toBe(200);
      }
      expect((await api.app.request(a.json.content[0].url)).status).toBe(404);
    });

    it.runIf(kind === "s3")(
      "serves an upload stored through one instance from another sharing the bucket, and deletes it from both",
      async () => {
        const picture = await solid(90, 10, 60);
        const res = await upload(cast.ownerToken, { boat_id: String(cast.ownBoat.id) }, [
          { data: picture, name: "paylasilan.png" },
        ]);
        expect(res.status).toBe(201);
        const image = res.json.content[0] as { id: number; url: string; thumbnail_url: string };
        for (const url of [image.url, image.thumbnail_url]) {
          const served = await other!.app.request(url);
          expect(served.status).toBe(200);
          expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
          const bytes = Buffer.from(await served.arrayBuffer());
          expect(bytes.equals((await api.storage.get(url.replace("/v1/media/", "")))!)).toBe(true);
        }
        const del = await other!.call("DELETE", `/v1/admin/boats/image/${image.id}`, { token: cast.ownerToken });
        expect(del.status).toBe(200);
        expect((await api.app.request(image.url)).status).toBe(404);
        expect((await other!.app.request(image.url)).status).toBe(404);
      },
    );

    it("refuses files over 10 MB and bodies declared too large with 413", async () => {
      const big = await upload(cast.ownerToken, { boat_id: String(cast.ownBoat.id) }, [
        { data: Buffer.alloc(IMAGE_MAX_BYTES + 1, 1), name: "dev.jpg" },
      ]);
      expect(big.status).toBe(413);
      expect(big.json.content).toBe("Görsel en fazla 10 MB olabilir.");
      const declared = await api.app.request("/v1/admin/boats/image", {
        method: "POST",
        headers: {
          authorization: `Bearer ${cast.ownerToken}`,
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(500 * 1024 * 1024),
        },
        body: "--x--",
      });
      expect(declared.status).toBe(413);
    });

    it("answers bad requests with a Turkish 4xx and stores nothing", async () => {
      const before = await imageCount();
      const cases: [Awaited<ReturnType<typeof upload>>, number][] = [
        [await upload(cast.ownerToken, {}, [{ data: png, name: "a.png" }]), 400],
        [await upload(cast.ownerToken, { boat_id: "abc" }, [{ data: png, name: "a.png" }]), 400],
        [await upload(cast.ownerToken, { boat_id: "-5" }, [{ data: png, name: "a.png" }]), 400],
        [await upload(cast.ownerToken, { boat_id: String(cast.ownBoat.id) }, []), 400],
        [await upload(cast.ownerToken, { boat_id: "999999" }, [{ data: png, name: "a.png" }]), 404],
        [await upload(cast.ownerToken, { boat_id: String(cast.otherBoat.id) }, [{ data: png, name: "a.png" }]), 404],
        [await upload(undefined, { boat_id: String(cast.ownBoat.id) }, [{ data: png, name: "a.png" }]), 401],
        [
          await upload(
            cast.ownerToken,
            { boat_id: String(cast.ownBoat.id) },
            Array.from({ length: 11 }, (_, i) => ({ data: png, name: `${i}.png` })),
          ),
          400,
        ],
      ];
      for (const [res, status] of cases) {
        expect(res.status).toBe(status);
        expect(typeof res.json.content).toBe("string");
      }
      const json = await api.call("POST", "/v1/admin/boats/image", {
        token: cast.ownerToken,
        body: { boat_id: cast.ownBoat.id },
      });
      expect(json.status).toBe(415);
      expect(json.json.content).toContain("multipart/form-data");
      expect(await imageCount()).toBe(before);
    });
  });

  describe("PUT /v1/admin/boats/image/updateorder and DELETE /v1/admin/boats/image/:id", () => {
    const imagesOf = async (boatId: number) =>
      (
        await api.db
          .select({ id: boatImages.id, sortOrder: boatImages.sortOrder })
          .from(boatImages)
          .where(eq(boatImages.boatId, boatId))
      ).sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);

    it("reorders one boat's images by ids or items, all or nothing", async () => {
      const ids = (await imagesOf(cast.ownBoat.id)).map((i) => i.id);
      expect(ids.length).toBeGreaterThanOrEqual(3);
      const reversed = [...ids].reverse();
      const res = await api.call("PUT", "/v1/admin/boats/image/updateorder", {
        token: cast.ownerToken,
        body: reversed,
      });
      expect(res.status).toBe(200);
      expect(res.json.content.map((i: { id: number }) => i.id)).toEqual(reversed);
      expect((await imagesOf(cast.ownBoat.id)).map((i) => i.id)).toEqual(reversed);
      const items = await api.call("PUT", "/v1/admin/boats/image/updateorder", {
        token: cast.adminToken,
        body: { items: ids.map((id, i) => ({ id, sort_order: (i + 1) * 10 })) },
      });
      expect(items.status).toBe(200);
      expect((await imagesOf(cast.ownBoat.id)).map((i) => i.id)).toEqual(ids);

      const theirs = await createBoat(api.db, {
        ownerId: cast.otherOwner.id,
        typeId: cast.type.id,
        marinaId: cast.marina.id,
      });
      const uploaded = await upload(cast.adminToken, { boat_id: String(theirs.id) }, [{ data: png, name: "x.png" }]);
      const theirId = uploaded.json.content[0].id;
      const before = await imagesOf(cast.ownBoat.id);
      const mixed = await api.call("PUT", "/v1/admin/boats/image/updateorder", {
        token: cast.adminToken,
        body: [theirId, ...ids],
      });
      expect(mixed.status).toBe(400);
      expect(mixed.json.content).toBe("Sıralanan görsellerin hepsi aynı tekneye ait olmalı.");
      const foreign = await api.call("PUT", "/v1/admin/boats/image/updateorder", {
        token: cast.ownerToken,
        body: [theirId],
      });
      expect(foreign.status).toBe(404);
      const unknown = await api.call("PUT", "/v1/admin/boats/image/updateorder", {
        token: cast.ownerToken,
        body: [...ids, 999_999],
      });
      expect(unknown.status).toBe(404);
      const dup = await api.call("PUT", "/v1/admin/boats/image/updateorder", {
        token: cast.ownerToken,
        body: [ids[0], ids[0]],
      });
      expect(dup.status).toBe(400);
      const garbage = await api.call("PUT", "/v1/admin/boats/image/updateorder", {
        token: cast.ownerToken,
        body: { order: "yanlış" },
      });
      expect(garbage.status).toBe(400);
      expect(await imagesOf(cast.ownBoat.id)).toEqual(before);

      const otherDelete = await api.call("DELETE", `/v1/admin/boats/image/${theirId}`, { token: cast.ownerToken });
      expect(otherDelete.status).toBe(404);
    });

    it("deletes an image; its files go with the last row that shows them", async () => {
      const picture = await solid(200, 20, 120);
      const res = await upload(cast.ownerToken, { boat_id: String(cast.ownBoat.id) }, [
        { data: picture, name: "bir.png" },
        { data: picture, name: "iki.png" },
      ]);
      expect(res.status).toBe(201);
      const [first, second] = res.json.content as { id: number; url: string }[];
      expect(second!.url).toBe(first!.url);
      const [row] = await api.db.select().from(boatImages).where(eq(boatImages.id, first!.id));
      const keys = row!.variants.map((w) => variantKey(row!.storageKey, w));
      for (const key of keys) expect(await api.storage.get(key)).not.toBeNull();

      const del = await api.call("DELETE", `/v1/admin/boats/image/${first!.id}`, { token: cast.ownerToken });
      expect(del.status).toBe(200);
      expect(del.json.content).toEqual({ id: first!.id });
      expect(await api.db.select().from(boatImages).where(eq(boatImages.id, first!.id))).toEqual([]);
      for (const key of keys) expect(await api.storage.get(key)).not.toBeNull();
      expect((await api.app.request(second!.url)).status).toBe(200);

      const last = await api.call("DELETE", `/v1/admin/boats/image/${second!.id}`, { token: cast.ownerToken });
      expect(last.status).toBe(200);
      for (const key of keys) expect(await api.storage.get(key)).toBeNull();
      expect((await api.app.request(second!.url)).status).toBe(404);
      const again = await api.call("DELETE", `/v1/admin/boats/image/${first!.id}`, { token: cast.ownerToken });
      expect(again.status).toBe(404);
    });
  });
});
