import "server-only";
import type { MiddlewareHandler } from "hono";
import type { ContentPublisher } from "../cache/content-changes";
import { changesPublicContent } from "../http/page-cache";

/**
 * After a successful write that public pages show (its transaction is committed by then), announces the change
 * to every instance before answering: once the writer has its answer, no instance keeps the old pages for long.
 */
export function publishContentChanges(publisher: ContentPublisher | undefined): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (publisher && c.res.status < 400 && changesPublicContent(c.req.method, c.req.path)) {
      await publisher.publish("api");
    }
  };
}
