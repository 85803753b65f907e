import "server-only";
import { readFile, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { takesCompileHint, withCompileHint } from "./compile-hint";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const PREFIX = "/_next/static/";
const TYPES: Record<string, { type: string; compress: boolean }> = {
  ".js": { type: "application/javascript; charset=utf-8", compress: true },
  ".css": { type: "text/css; charset=utf-8", compress: true },
  ".json": { type: "application/json; charset=utf-8", compress: true },
  ".map": { type: "application/json; charset=utf-8", compress: true },
  ".svg": { type: "image/svg+xml", compress: true },
  ".txt": { type: "text/plain; charset=utf-8", compress: true },
  ".woff2": { type: "font/woff2", compress: false },
  ".woff": { type: "font/woff", compress: false },
  ".png": { type: "image/png", compress: false },
  ".jpg": { type: "image/jpeg", compress: false },
  ".webp": { type: "image/webp", compress: false },
  ".avif": { type: "image/avif", compress: false },
  ".ico": { type: "image/x-icon", compress: false },
};

type Encoding = "br" | "gzip" | "identity";
type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** The best encoding the client accepts (`q=0` refuses one): brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return "identity";
}

/**
 * Serves Next's build assets (`/_next/static/…`, content-hashed and immutable) from memory, brotli-compressed
 * at the highest level once per file (Next's own server only gzips, at a fast level, on every request): the
 * JavaScript of a boat page goes from ~156 KB (gzip) to ~130 KB. Script chunks start with V8's compile hint
 * (compile-hint.ts). Anything it does not know goes to `fallback`.
 */
export class StaticAssets {
  private readonly cache = new Map<string, Promise<Buffer | null>>();
  private bytes = 0;

  constructor(
    private readonly staticDir: string,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  static handles(req: IncomingMessage): boolean {
    return (req.method === "GET" || req.method === "HEAD") && Boolean(req.url?.startsWith(PREFIX));
  }

  wrap(fallback: Handler): Handler {
    return (req, res) => {
      if (!StaticAssets.handles(req)) return fallback(req, res);
      return this.serve(req, res).then(
        (served) => (served ? undefined : fallback(req, res)),
        () => fallback(req, res),
      );
    };
  }

  /** Answers the asset, or false when it is not one this class serves (unknown type, missing file). */
  async serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? "/", "http://x");
    let relative: string;
    try {
      relative = decodeURIComponent(url.pathname.slice(PREFIX.length));
    } catch {
      return false;
    }
    const file = path.resolve(this.staticDir, relative);
    if (!file.startsWith(this.staticDir + path.sep)) return false;
    const kind = TYPES[path.extname(file)];
    if (!kind) return false;
    const encoding = kind.compress ? pickEncoding(req.headers["accept-encoding"]) : "identity";
    const body = await this.load(file, encoding);
    if (!body) return false;
    res.writeHead(200, {
      "content-type": kind.type,
      "content-length": body.byteLength,
      "cache-control": "public, max-age=31536000, immutable",
      ...(kind.compress ? { vary: "Accept-Encoding" } : {}),
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
    });
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  private load(file: string, encoding: Encoding): Promise<Buffer | null> {
    const key = `${encoding}:${file}`;
    let entry = this.cache.get(key);
    if (!entry) {
      entry = this.read(file, encoding);
      // Over budget (a build far larger than ours): keep serving, just without caching new files.
      if (this.bytes < this.maxBytes) {
        this.cache.set(key, entry);
        entry.then(
          (b) => {
            if (b) this.bytes += b.byteLength;
            else this.cache.delete(key); // a file that appears later (never for a hashed name) is read again
          },
          () => this.cache.delete(key),
        );
      }
    }
    return entry;
  }

  private async read(file: string, encoding: Encoding): Promise<Buffer | null> {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const stored = await readFile(file);
    const raw = takesCompileHint(path.relative(this.staticDir, file).split(path.sep).join("/"))
      ? withCompileHint(stored)
      : stored;
    // Compressed on libuv's thread pool: the event loop stays free.
    if (encoding === "br") {
      return brotli(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength,
        },
      });
    }
    if (encoding === "gzip") return gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION });
    return raw;
  }
}
