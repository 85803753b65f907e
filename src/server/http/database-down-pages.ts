import "server-only";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * A page that failed (Next.js renders the Turkish error page with status 500) while the database is away is
 * answered 503 with Retry-After instead: the site is unavailable for a moment, not broken, and crawlers and
 * proxies treat it so. Pages served from the page cache never reach the database and keep answering 200.
 */
export function databaseDownPages(handler: Handler, isAway: () => boolean, retryAfterSeconds: number): Handler {
  return (req, res) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      if (status === 500 && isAway()) {
        this.setHeader("Retry-After", String(retryAfterSeconds));
        // The reason phrase, if given, was the 500's: drop it and keep the headers.
        const headers = rest.find((r) => typeof r === "object") as OutgoingHttpHeaders | undefined;
        return headers ? writeHead.call(this, 503, headers) : writeHead.call(this, 503);
      }
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
    } as typeof res.writeHead;
    return handler(req, res);
  };
}
