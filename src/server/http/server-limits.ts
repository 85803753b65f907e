import "server-only";
import type { Server, ServerOptions } from "node:http";

/**
 * Limits of the HTTP server itself, before any handler runs (README, "Limits").
 * - headersTimeout 20 s: a client must send its whole request head within 20 s (slow-header attacks hold a
 *   connection open by trickling headers).
 * - requestTimeout 120 s: the whole request, body included, within 2 minutes: room for the largest upload
 *   (10 images of 10 MB) on a slow uplink, but a trickled body cannot hold a connection for ever.
 * - keepAliveTimeout 65 s: an idle keep-alive connection is closed after 65 s, a little longer than the usual
 *   60 s idle timeout of a reverse proxy in front, so the proxy never reuses a connection we just closed.
 * - maxHeaderSize 16 KiB (Node's default, stated): bigger request heads get 431.
 */
export const SERVER_LIMITS = {
  headersTimeout: 20_000,
  requestTimeout: 120_000,
  keepAliveTimeout: 65_000,
  maxHeaderSize: 16 * 1024,
} as const;

/** Options for `createServer` (the head size is fixed when the server is made). */
export const serverOptions: ServerOptions = { maxHeaderSize: SERVER_LIMITS.maxHeaderSize };

/** Sets the timeouts on a created server. */
export function applyServerTimeouts(server: Server): void {
  server.headersTimeout = SERVER_LIMITS.headersTimeout;
  server.requestTimeout = SERVER_LIMITS.requestTimeout;
  server.keepAliveTimeout = SERVER_LIMITS.keepAliveTimeout;
}
