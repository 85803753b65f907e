import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { requestLocale } from "./request-locale";
import { errorText } from "@/shared/messages/error-text";

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** After the answer, the rest of a refused body is read past for at most this long or this much, then the connection closes. */
const LINGER_MS = 500;
const LINGER_BYTES = 64 * 1024 * 1024;

const hasBody = (req: IncomingMessage) =>
  req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

/**
 * Pages take no request bodies (the site has no server actions or route handlers; forms post to /v1), so a
 * request to a page path that carries one is answered 413 before Next.js sees it. The rest of the body is
 * read past without being kept, briefly: closing at once would reset a connection the client is still
 * writing to, and the client could lose the answer.
 */
export function refusePageBodies(handler: Handler): Handler {
  return (req, res) => {
    if (!hasBody(req)) return handler(req, res);
    const locale = requestLocale(req.headers["accept-language"]);
    const body = JSON.stringify({ content: errorText(locale, "api.page_body_refused"), code: "PAYLOAD_TOO_LARGE" });
    res.writeHead(413, {
      "content-type": "application/json; charset=utf-8",
      "content-language": locale,
      vary: "Accept-Language",
      "content-length": Buffer.byteLength(body),
    });
    res.end(body);
    lingerThenClose(req);
  };
}

function lingerThenClose(req: IncomingMessage): void {
  let seen = 0;
  const stop = () => {
    clearTimeout(timer);
    req.off("data", onData);
    req.off("end", done);
  };
  const close = () => {
    stop();
    req.socket.destroySoon();
  };
  const done = () => stop();
  const onData = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > LINGER_BYTES) close();
  };
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  req.on("data", onData);
  req.on("end", done);
  req.resume();
}
