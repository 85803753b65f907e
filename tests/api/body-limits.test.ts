import { count } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "@/server/config";
import { boatImages, contactMessages, documents, teamMembers } from "@/server/db/schema";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

// Small limits so the tests stay fast; the defaults (1 MiB JSON, 15 MiB per file) are checked on the config.
const JSON_LIMIT = 4096;
const UPLOAD_LIMIT = 8192;
const CHUNK = 1024;

let api: TestApi;
let cast: BoatCast;

beforeAll(async () => {
  api = await createTestApi({ MAX_JSON_BODY_BYTES: String(JSON_LIMIT), MAX_UPLOAD_BYTES: String(UPLOAD_LIMIT) });
  cast = await boatCast(api);
});

/**
 * A request body made on demand: `head`, then `size` filler bytes, then `tail`, in chunks of CHUNK bytes.
 * `pulled()` says how much of it the server asked for, so a test can tell a body refused early from one
 * read whole. Nothing is pulled before the server reads (high-water mark 0).
 */
function lazyBody(size: number, head = "", tail = "") {
  const parts = [Buffer.from(head), Buffer.from(tail)];
  const total = parts[0]!.length + size + parts[1]!.length;
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= total) return controller.close();
        const n = Math.min(CHUNK, total - sent);
        const chunk = Buffer.alloc(n, 0x61);
        for (let i = 0; i < n; i++) {
          const at = sent + i;
          if (at < parts[0]!.length) chunk[i] = parts[0]![at]!;
          else if (at >= total - parts[1]!.length) chunk[i] = parts[1]![at - (total - parts[1]!.length)]!;
        }
        sent += n;
        controller.enqueue(new Uint8Array(chunk));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, total, pulled: () => sent };
}

async function send(
  method: string,
  path: string,
  body: ReadableStream<Uint8Array> | string,
  headers: Record<string, string>,
) {
  const res = await api.app.request(path, { method, headers, body, duplex: "half" } as RequestInit);
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

const json = { "content-type": "application/json" };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const rows = async (table: typeof contactMessages | typeof boatImages | typeof documents | typeof teamMembers) =>
  (await api.db.select({ n: count() }).from(table))[0]!.n;

/** A contact message whose JSON is exactly `bytes` long. */
function contactJson(bytes: number): string {
  const base = { name: "Can Demir", email: "can@example.com", message: "" };
  const empty = JSON.stringify(base).length;
  return JSON.stringify({ ...base, message: "m".repeat(bytes - empty) });
}

const multipartHead = (boundary: string, fields: Record<string, string>, fileField: string, type: string) =>
  Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join("") +
  `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="dosya"\r\nContent-Type: ${type}\r\n\r\n`;

describe("JSON bodies are capped before they are read (MAX_JSON_BODY_BYTES)", () => {
  it("answers 413 with a Turkish message to a Content-Length over the limit without reading the body", async () => {
    const before = await rows(contactMessages);
    const body = lazyBody(100 * 1024 * 1024);
    const res = await send("POST", "/v1/website/contact", body.stream, {
      ...json,
      "content-length": String(body.total),
    });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({
      content: "İstek gövdesi çok büyük: en fazla 4 KB olabilir.",
      code: "PAYLOAD_TOO_LARGE",
    });
    expect(body.pulled()).toBe(0);
    expect(await rows(contactMessages)).toBe(before);
  });

  it("counts a chunked body (no Content-Length) while it streams in and stops reading at the limit", async () => {
    const body = lazyBody(100 * 1024 * 1024, '{"name":"');
    const res = await send("POST", "/v1/website/contact", body.stream, json);
    expect(res.status).toBe(413);
    expect(res.json.code).toBe("PAYLOAD_TOO_LARGE");
    expect(body.pulled()).toBeGreaterThan(JSON_LIMIT);
    expect(body.pulled()).toBeLessThanOrEqual(JSON_LIMIT + CHUNK);
  });

  it("accepts a body of exactly the limit, refuses one byte more, with and without Content-Length", async () => {
    const before = await rows(contactMessages);
    const atLimit = contactJson(JSON_LIMIT);
    expect(Buffer.byteLength(atLimit)).toBe(JSON_LIMIT);
    const declared = await send("POST", "/v1/website/contact", atLimit, {
      ...json,
      "content-length": String(JSON_LIMIT),
    });
    expect(declared.status).toBe(201);
    const chunked = lazyBody(0, atLimit);
    expect((await send("POST", "/v1/website/contact", chunked.stream, json)).status).toBe(201);
    expect(await rows(contactMessages)).toBe(before + 2);

    const over = contactJson(JSON_LIMIT + 1);
    const overDeclared = await send("POST", "/v1/website/contact", over, {
      ...json,
      "content-length": String(JSON_LIMIT + 1),
    });
    expect(overDeclared.status).toBe(413);
    expect((await send("POST", "/v1/website/contact", lazyBody(0, over).stream, json)).status).toBe(413);
    expect(await rows(contactMessages)).toBe(before + 2);
  });

  it("caps staff calls the same way, and a body sent as multipart to a call that takes no files", async () => {
    const token = cast.ownerToken;
    const declared = lazyBody(100 * 1024 * 1024);
    const staff = await send("POST", "/v1/admin/boats", declared.stream, {
      ...json,
      ...bearer(token),
      "content-length": String(declared.total),
    });
    expect(staff.status).toBe(413);
    expect(declared.pulled()).toBe(0);
    const chunked = lazyBody(100 * 1024 * 1024, "{");
    expect((await send("POST", "/v1/admin/boats", chunked.stream, { ...json, ...bearer(token) })).status).toBe(413);
    expect(chunked.pulled()).toBeLessThanOrEqual(JSON_LIMIT + CHUNK);

    const form = lazyBody(100 * 1024 * 1024, multipartHead("B", {}, "file", "image/jpeg"));
    const asForm = await send("POST", "/v1/website/contact", form.stream, {
      "content-type": "multipart/form-data; boundary=B",
    });
    expect(asForm.status).toBe(413);
    expect(form.pulled()).toBeLessThanOrEqual(JSON_LIMIT + CHUNK);
  });

  it("caps the JSON form of a call that also takes uploads (blog posts)", async () => {
    const body = lazyBody(100 * 1024 * 1024, '{"title":"');
    const res = await send("POST", "/v1/admin/blog", body.stream, { ...json, ...bearer(cast.adminToken) });
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(JSON_LIMIT + CHUNK);
  });
});

describe("uploads are streamed and counted per file (MAX_UPLOAD_BYTES)", () => {
  it("stops a boat image upload at the first file over the limit: 413, nothing stored, the rest never read", async () => {
    const before = await rows(boatImages);
    const head = multipartHead("B", { boat_id: String(cast.ownBoat.id) }, "files", "image/jpeg");
    const body = lazyBody(50 * 1024 * 1024, head, "\r\n--B--\r\n");
    const res = await send("POST", "/v1/admin/boats/image", body.stream, {
      "content-type": "multipart/form-data; boundary=B",
      ...bearer(cast.ownerToken),
    });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ content: "Görsel en fazla 8 KB olabilir.", code: "PAYLOAD_TOO_LARGE" });
    expect(body.pulled()).toBeLessThanOrEqual(head.length + UPLOAD_LIMIT + 2 * CHUNK);
    expect(await rows(boatImages)).toBe(before);
  });

  it("refuses an upload whose Content-Length is over what the call can take, before reading it", async () => {
    const body = lazyBody(50 * 1024 * 1024);
    const res = await send("POST", "/v1/admin/ourdocuments", body.stream, {
      "content-type": "multipart/form-data; boundary=B",
      "content-length": String(body.total),
      ...bearer(cast.adminToken),
    });
    expect(res.status).toBe(413);
    expect(res.json.code).toBe("PAYLOAD_TOO_LARGE");
    expect(body.pulled()).toBe(0);
  });

  it("applies the limit to documents and team photos too", async () => {
    const docsBefore = await rows(documents);
    const teamBefore = await rows(teamMembers);
    const cases: [string, string, Record<string, string>, string][] = [
      ["POST", "/v1/admin/ourdocuments", { title: "Büyük belge" }, "file"],
      ["POST", "/v1/admin/team", { name: "Ali Reis", title: "Kaptan" }, "photo"],
    ];
    for (const [method, path, fields, fileField] of cases) {
      const head = multipartHead("B", fields, fileField, "application/pdf");
      const body = lazyBody(50 * 1024 * 1024, head, "\r\n--B--\r\n");
      const res = await send(method, path, body.stream, {
        "content-type": "multipart/form-data; boundary=B",
        ...bearer(cast.adminToken),
      });
      expect(res.status, path).toBe(413);
      expect(res.json, path).toEqual({ content: "Yüklenen dosya en fazla 8 KB olabilir.", code: "PAYLOAD_TOO_LARGE" });
      expect(body.pulled(), path).toBeLessThanOrEqual(head.length + UPLOAD_LIMIT + 2 * CHUNK);
    }
    expect(await rows(documents)).toBe(docsBefore);
    expect(await rows(teamMembers)).toBe(teamBefore);
  });

  it("refuses a form with more files than the call takes, and a text field over the JSON limit", async () => {
    const tiny = (name: string) =>
      `--B\r\nContent-Disposition: form-data; name="photo"; filename="${name}"\r\nContent-Type: image/png\r\n\r\nxx\r\n`;
    const twoFiles = `--B\r\nContent-Disposition: form-data; name="name"\r\n\r\nAli\r\n${tiny("a.png")}${tiny("b.png")}--B--\r\n`;
    const many = await send("POST", "/v1/admin/team", twoFiles, {
      "content-type": "multipart/form-data; boundary=B",
      ...bearer(cast.adminToken),
    });
    expect(many.status).toBe(400);
    expect(many.json.content).toBe("Tek seferde en fazla 1 dosya yükleyebilirsiniz.");
    const longField = `--B\r\nContent-Disposition: form-data; name="bio"\r\n\r\n${"b".repeat(JSON_LIMIT + 1)}\r\n--B--\r\n`;
    const long = await send("POST", "/v1/admin/team", longField, {
      "content-type": "multipart/form-data; boundary=B",
      ...bearer(cast.adminToken),
    });
    expect(long.status).toBe(413);
    expect(long.json.content).toBe("Form alanı çok uzun: en fazla 4 KB olabilir.");
  });
});

describe("the limits' configuration", () => {
  it("documents the 413 on every call that takes a body or an upload, and only there", async () => {
    const doc = (await api.call("GET", "/v1/openapi.json")).json;
    expect(doc.paths["/v1/website/contact"].post.responses["413"]).toBeDefined();
    expect(doc.paths["/v1/admin/boats/image"].post.responses["413"]).toBeDefined();
    expect(doc.paths["/v1/website/contact"].get.responses["413"]).toBeUndefined();
  });

  it("defaults to 1 MiB per JSON body and 15 MiB per uploaded file, and refuses nonsense", () => {
    const config = parseConfig({});
    expect(config.maxJsonBodyBytes).toBe(1024 * 1024);
    expect(config.maxUploadBytes).toBe(15 * 1024 * 1024);
    expect(parseConfig({ MAX_JSON_BODY_BYTES: "2097152" }).maxJsonBodyBytes).toBe(2 * 1024 * 1024);
    expect(() => parseConfig({ MAX_UPLOAD_BYTES: "çok" })).toThrow(/MAX_UPLOAD_BYTES/);
    expect(() => parseConfig({ MAX_JSON_BODY_BYTES: "10" })).toThrow(/MAX_JSON_BODY_BYTES/);
  });
});
