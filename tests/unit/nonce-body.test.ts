import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine, crc32Shift } from "@/server/http/crc32-combine";
import { NonceBody } from "@/server/http/nonce-body";
import { createNonce } from "@/server/http/security-headers";

/** A page-like text well over deflate's 32 KB window, the nonce at the start, in the middle and at the end. */
function page(nonce: string): string {
  const rows = Array.from(
    { length: 400 },
    (_, i) => `<li class="boat">Tekne ${i} — ${randomBytes(6).toString("hex")}</li>`,
  );
  return [
    `<script nonce="${nonce}">`,
    ...rows.slice(0, 200),
    `<script src="/_next/static/chunks/a.js" nonce="${nonce}" async="">self.__next_f.push([1,"nonce ${nonce}"])`,
    ...rows.slice(200),
    `<p>Şişli, Göcek, İstanbul</p>${nonce}`,
  ].join("\n");
}

describe("NonceBody", () => {
  it("gives a gzip page a fresh nonce in every copy, a valid gzip stream of about the size of the original", () => {
    const rendered = createNonce();
    const text = page(rendered);
    const gzipped = zlib.gzipSync(text);
    const body = NonceBody.from(gzipped, "gzip", rendered);
    if (!body) throw new Error("no template");
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const nonce = createNonce();
      seen.add(nonce);
      const copy = Buffer.concat(body.chunks(nonce));
      // gunzip checks the CRC-32 and the length in the trailer.
      const back = zlib.gunzipSync(copy).toString();
      expect(back).toBe(text.split(rendered).join(nonce));
      expect(back).not.toContain(rendered);
      expect(copy.byteLength).toBeLessThan(gzipped.byteLength * 1.15);
    }
    expect(seen.size).toBe(3);
  });

  it("makes each copy of the stored pieces, not a new buffer of the page's size", () => {
    const rendered = createNonce();
    const text = page(rendered);
    for (const [stored, encoding] of [
      [Buffer.from(text), undefined],
      [zlib.gzipSync(text), "gzip"],
    ] as const) {
      const body = NonceBody.from(stored, encoding, rendered);
      if (!body) throw new Error("no template");
      const first = body.chunks(createNonce());
      const second = body.chunks(createNonce());
      const total = first.reduce((n, c) => n + c.byteLength, 0);
      // The same stored buffers in both copies; what differs is the nonce and the gzip framing around it.
      const shared = first.filter((c) => second.includes(c)).reduce((n, c) => n + c.byteLength, 0);
      expect(shared, encoding ?? "identity").toBeGreaterThan(total * 0.97);
    }
  });

  it("gives an identity page a fresh nonce", () => {
    const rendered = createNonce();
    const text = page(rendered);
    const body = NonceBody.from(Buffer.from(text), undefined, rendered);
    const nonce = createNonce();
    expect(Buffer.concat(body?.chunks(nonce) ?? []).toString()).toBe(text.split(rendered).join(nonce));
  });

  it("serves a page without the nonce as it is, and refuses what it cannot rewrite", () => {
    const rendered = createNonce();
    const plain = NonceBody.from(zlib.gzipSync("<p>yok</p>"), "gzip", rendered);
    expect(zlib.gunzipSync(Buffer.concat(plain?.chunks(createNonce()) ?? [])).toString()).toBe("<p>yok</p>");
    expect(NonceBody.from(zlib.deflateSync(page(rendered)), "deflate", rendered)).toBeUndefined();
    expect(NonceBody.from(zlib.gzipSync(`a\u0000${rendered}`), "gzip", rendered)).toBeUndefined();
    expect(NonceBody.from(zlib.gzipSync(page(rendered)).subarray(0, 100), "gzip", rendered)).toBeUndefined();
    expect(plain?.fits("kısa")).toBe(false);
    expect(() => plain?.chunks("kısa")).toThrow();
  });
});

describe("crc32Combine", () => {
  it("gives the CRC-32 of a concatenation from its parts", () => {
    for (const [a, b] of [
      [0, 0],
      [1, 22],
      [4096, 1],
      [70_000, 33_333],
    ] as const) {
      const left = randomBytes(a);
      const right = randomBytes(b);
      expect(crc32Combine(zlib.crc32(left), zlib.crc32(right), crc32Shift(b))).toBe(
        zlib.crc32(Buffer.concat([left, right])),
      );
    }
  });
});
