import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import onHeaders from "on-headers";
import { errorShellWithLang } from "./error-shell-lang";
import { ScriptDeferral } from "./script-deferral";

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;
type Write = (chunk: unknown, ...rest: unknown[]) => boolean;
type End = (chunk?: unknown, ...rest: unknown[]) => ServerResponse;

/** The dashboard is used logged in, to work at once: its pages keep Next's tags. */
const KEPT = /^\/(dashboard|v1|api|_next)(\/|$|\?)/;

/**
 * Site pages (HTML from Next.js, uncompressed: it runs with `compress: false` inside `gzipResponses`) with their
 * JavaScript chunks fetched once the document is parsed (ScriptDeferral, decision 0039).
 */
export function deferPageScripts(handler: Handler): Handler {
  return (req, res) => {
    if (req.method !== "GET" || KEPT.test(req.url ?? "/")) return handler(req, res);
    let deferral: ScriptDeferral | undefined;
    let first = true;
    // The document's first bytes: Next's error shell, if that is what it is, gets the address's language.
    const opening = (text: string) => {
      if (!first) return text;
      first = false;
      return errorShellWithLang(text, req.url ?? "/");
    };
    onHeaders(res, function (this: ServerResponse) {
      const type = String(this.getHeader("content-type") ?? "");
      const encoding = String(this.getHeader("content-encoding") ?? "identity");
      if (!type.startsWith("text/html") || encoding !== "identity") return;
      deferral = new ScriptDeferral();
      // The body's length changes.
      this.removeHeader("content-length");
    });
    const write = res.write.bind(res) as Write;
    const end = res.end.bind(res) as End;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (!res.headersSent) res.writeHead(res.statusCode);
      if (!deferral || !isBody(chunk)) return write(chunk, ...rest);
      return write(opening(deferral.push(toBuffer(chunk, rest[0]))), ...callbackOnly(rest));
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (!res.headersSent) res.writeHead(res.statusCode);
      if (!deferral) return end(chunk, ...rest);
      const last = isBody(chunk) ? opening(deferral.push(toBuffer(chunk, rest[0]))) : "";
      const callback = [chunk, ...rest].find((r) => typeof r === "function");
      return end(last + deferral.end(), ...(callback ? [callback] : []));
    }) as typeof res.end;
    return handler(req, res);
  };
}

function isBody(chunk: unknown): chunk is string | Uint8Array {
  return typeof chunk === "string" || chunk instanceof Uint8Array;
}

function toBuffer(chunk: string | Uint8Array, encoding: unknown): Buffer {
  if (typeof chunk !== "string") return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
}

/** The callback of `write(chunk, encoding?, callback?)`, without the encoding (the text written is a string). */
function callbackOnly(rest: unknown[]): unknown[] {
  const callback = rest.find((r) => typeof r === "function");
  return callback ? ["utf8", callback] : ["utf8"];
}
