import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

const compress = compression();

/** The `accept-encoding` offer without brotli (and its `br;q=…` forms). */
export function withoutBrotli(acceptEncoding: string | string[] | undefined): string {
  return String(acceptEncoding ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part.split(";")[0]?.trim().toLowerCase() !== "br")
    .join(", ");
}

/**
 * Gzips what Next.js answers, as Next's own compression did before it was turned off (`compress: false`, so that
 * `deferPageScripts` reads the HTML uncompressed). Brotli is left out: the page cache keeps gzip pages with a fresh
 * CSP nonce spliced in per copy (NonceBody), which it cannot do with brotli; build assets are brotli already.
 */
export function gzipResponses(handler: Handler): Handler {
  return (req, res) => {
    const offer = Object.create(req) as IncomingMessage;
    offer.headers = { ...req.headers, "accept-encoding": withoutBrotli(req.headers["accept-encoding"]) };
    compress(offer as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {
      handler(req, res);
    });
  };
}
