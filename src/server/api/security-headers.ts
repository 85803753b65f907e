import "server-only";
import type { MiddlewareHandler } from "hono";
import { RESOURCE_CSP, securityHeaders } from "../http/security-headers";

/**
 * Every API answer (JSON, files, calendars, errors included) carries the security headers with the resource
 * policy: nothing may run in, load from or frame it. A header a route set itself is kept.
 */
export function apiSecurityHeaders(options: { https: boolean }): MiddlewareHandler {
  const headers = Object.entries(securityHeaders(RESOURCE_CSP, options));
  return async (c, next) => {
    await next();
    for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}
