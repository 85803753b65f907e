import "server-only";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { NonceBody } from "./nonce-body";
import { nonceOf } from "./security-headers";

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;
type Entry = {
  status: number;
  headers: OutgoingHttpHeaders;
  /** The bytes, or, for a page rendered with a CSP nonce, the template that gives each copy its own. */
  body: Buffer | NonceBody;
  /** The nonce the page was rendered with, when a header (Next's preload `link`) carries it too: replaced per copy. */
  headerNonce?: string;
  size: number;
  version: number;
  storedAt: number;
};

/** Request headers that change what Next answers for one URL (RSC payloads, prefetches, compression). */
const VARY = [
  "rsc",
  "next-router-prefetch",
  "next-router-state-tree",
  "next-router-segment-prefetch",
  "next-url",
  "accept-encoding",
];
const NOT_CACHED = /^\/(dashboard|v1|api|_next\/image)(\/|$|\?)/;

export type PageCacheOptions = { maxEntries?: number; maxBytes?: number; ttlMs?: number };

/**
 * A whole-response cache in front of Next.js for public pages. Public pages do not vary by visitor
 * (currency, favourites and theme live in the browser), so a rendered answer serves every visitor until
 * staff change data: `invalidate()` makes every entry stale at once. Every instance calls it when any
 * instance announces a change (cache/content-changes.ts), and `suspend()`s the cache while it cannot hear
 * those announcements. Entries also expire after `ttlMs`: a backstop, not the coherence mechanism.
 *
 * One render per page at a time: requests for a page that is being rendered wait for that render (or, when
 * only the TTL ran out, get the previous copy at once) instead of rendering it again. Without this, 10
 * visitors arriving on a just-expired listing started 10 identical renders, each holding the database
 * (measured: /listing fell from ~1,500 to 3 req/s in the benchmark's second run).
 *
 * A page rendered with a CSP nonce (the request's `content-security-policy` header, see security-headers.ts)
 * is kept as a NonceBody: each copy served carries the nonce of the request it answers, never the rendered
 * one, and the Content-Security-Policy header (set per response by the wrapper outside) is not stored.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  /** Renders in progress by key, resolved with the stored entry (or undefined when the answer was not cacheable). */
  private readonly rendering = new Map<string, Promise<Entry | undefined>>();
  private bytes = 0;
  private version = 0;
  private suspended = false;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly ttlMs: number;

  constructor(options: PageCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 1000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.ttlMs = options.ttlMs ?? 60_000;
  }

  invalidate(): void {
    this.version++;
    this.entries.clear();
    // Renders started before the change may show old data: later requests start their own.
    this.rendering.clear();
    this.bytes = 0;
  }

  /** Drops everything and passes every request through, storing nothing, until `resume()`. */
  suspend(): void {
    this.suspended = true;
    this.invalidate();
  }

  resume(): void {
    this.invalidate();
    this.suspended = false;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Wraps a request handler: serves cached public GETs, records cacheable fresh answers. */
  wrap(handler: Handler): Handler {
    return (req, res) => {
      if (this.suspended || req.method !== "GET" || NOT_CACHED.test(req.url ?? "/")) return handler(req, res);
      const key = this.keyOf(req);
      const hit = this.entries.get(key);
      const current = hit !== undefined && hit.version === this.version;
      if (current && Date.now() - hit.storedAt < this.ttlMs) {
        // Refresh recency for LRU eviction.
        this.entries.delete(key);
        this.entries.set(key, hit);
        return serve(req, res, hit, "hit") || handler(req, res);
      }
      const pending = this.rendering.get(key);
      if (pending) {
        // Only the TTL ran out (no change since): the previous copy answers while the page renders again.
        if (current) return serve(req, res, hit, "stale") || handler(req, res);
        return pending.then((entry) => (entry && serve(req, res, entry, "shared")) || handler(req, res));
      }
      let settle: (entry: Entry | undefined) => void = () => {};
      const render = new Promise<Entry | undefined>((resolve) => (settle = resolve));
      this.rendering.set(key, render);
      let settled = false;
      this.record(key, res, nonceOf(req), (entry) => {
        if (settled) return;
        settled = true;
        // After an invalidate() a newer render of the same key may be registered: leave that one.
        if (this.rendering.get(key) === render) this.rendering.delete(key);
        settle(entry);
      });
      return handler(req, res);
    };
  }

  private keyOf(req: IncomingMessage): string {
    const parts = [req.url ?? "/"];
    for (const name of VARY) {
      const value = req.headers[name];
      parts.push(Array.isArray(value) ? value.join(",") : (value ?? ""));
    }
    return parts.join("\u0000");
  }

  private record(
    key: string,
    res: ServerResponse,
    nonce: string | undefined,
    done: (entry: Entry | undefined) => void,
  ): void {
    // A render that ends without a complete answer (client gone, error) releases the requests waiting for it.
    res.once("close", () => done(undefined));
    const version = this.version;
    const chunks: Buffer[] = [];
    let size = 0;
    let tooBig = false;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function" || tooBig) return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      size += buffer.byteLength;
      if (size > 2 * 1024 * 1024) tooBig = true;
      else chunks.push(buffer);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      const result = end(chunk, ...rest);
      done(this.store(key, res, Buffer.concat(chunks), nonce, version, tooBig));
      return result;
    }) as typeof res.end;
  }

  private store(
    key: string,
    res: ServerResponse,
    bytes: Buffer,
    nonce: string | undefined,
    version: number,
    tooBig: boolean,
  ): Entry | undefined {
    if (tooBig || res.statusCode !== 200 || version !== this.version) return undefined;
    const headers = res.getHeaders();
    if (headers["set-cookie"] || String(headers["content-type"] ?? "").length === 0) return undefined;
    // Next marks dynamic pages no-store for browsers and proxies; we keep that for them and cache here only.
    const {
      date: _date,
      connection: _connection,
      "keep-alive": _keepAlive,
      "transfer-encoding": _te,
      "content-security-policy": _csp,
      ...kept
    } = headers;
    // Next's preload `link` header carries the nonce too: such headers get each copy's nonce as well.
    const headerNonce = nonce && Object.values(kept).some((value) => String(value).includes(nonce)) ? nonce : undefined;
    const body = nonce ? NonceBody.from(bytes, headers["content-encoding"]?.toString(), nonce) : bytes;
    if (!body) return undefined;
    const size = body instanceof NonceBody ? body.size : body.byteLength;
    const previous = this.entries.get(key);
    if (previous) {
      this.bytes -= previous.size;
      this.entries.delete(key);
    }
    const entry: Entry = { status: 200, headers: kept, body, headerNonce, size, version, storedAt: Date.now() };
    this.entries.set(key, entry);
    this.bytes += size;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.bytes -= this.entries.get(oldest)?.size ?? 0;
      this.entries.delete(oldest);
    }
    return entry;
  }
}

/** Answers from the cache; false when it cannot (a nonce page asked for without a nonce of the same length). */
function serve(req: IncomingMessage, res: ServerResponse, entry: Entry, how: "hit" | "stale" | "shared"): boolean {
  let chunks: Buffer[];
  const nonce = nonceOf(req);
  if (entry.body instanceof NonceBody) {
    if (!nonce || !entry.body.fits(nonce)) return false;
    chunks = entry.body.chunks(nonce);
  } else {
    chunks = [entry.body];
  }
  let headers = entry.headers;
  if (entry.headerNonce) {
    if (!nonce) return false;
    headers = withNonce(entry.headers, entry.headerNonce, nonce);
  }
  const length = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  res.writeHead(entry.status, { ...headers, "content-length": length, "x-liman-cache": how });
  // The stored pieces go out as they are, in one write of the socket (cork … end).
  res.cork();
  for (const chunk of chunks) res.write(chunk);
  res.end();
  return true;
}

/** The stored headers with every occurrence of the rendered nonce replaced by this copy's. */
function withNonce(headers: OutgoingHttpHeaders, rendered: string, nonce: string): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    out[name] =
      typeof value === "string"
        ? value.replaceAll(rendered, nonce)
        : Array.isArray(value)
          ? value.map((v) => v.replaceAll(rendered, nonce))
          : value;
  }
  return out;
}

/**
 * Writes that change what public pages show: staff edits, new reservations, and agencies' options (made, released,
 * confirmed: availability).
 */
export function changesPublicContent(method: string | undefined, url: string | undefined): boolean {
  if (!method || method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  return /^\/v1\/(admin\/|reservations(\/|\?|$)|partner\/options(\/|\?|$))/.test(url ?? "");
}
