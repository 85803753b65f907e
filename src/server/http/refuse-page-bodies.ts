import type { IncomingMessage, ServerResponse } from "node:http";

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

const hasBody = (req: IncomingMessage) =>
  req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

/**
 * Pages take no request bodies (the site has no server actions or route handlers; forms post to /v1), so a
 * request to a page path that carries one is answered 413 before Next.js sees it, and the connection is
 * closed: Node reads the rest of the body past without keeping it.
 */
export function refusePageBodies(handler: Handler): Handler {
  return (req, res) => {
    if (!hasBody(req)) return handler(req, res);
    const body = JSON.stringify({ content: "Bu adres istek gövdesi kabul etmiyor.", code: "PAYLOAD_TOO_LARGE" });
    res.writeHead(413, {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(body),
      connection: "close",
    });
    res.end(body);
  };
}
