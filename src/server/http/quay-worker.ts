import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { buildSync } from "esbuild";
import { QUAY_API_CACHE_PREFIX, QUAY_PAGES_CACHE, QUAY_SCOPE, QUAY_WORKER_URL } from "@/shared/quay-offline";
import type { WorkerConfig } from "./quay-worker-body";

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * The worker's own policy (a service worker is governed by the CSP of its script's answer): it loads nothing,
 * and fetches only from our origin.
 */
export const WORKER_CSP =
  "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

let script: string | undefined;

/**
 * The worker's script: `quayWorker` called with its configuration and the routing decision, bundled by esbuild
 * once, at the first request (~50 ms). Not the functions' `toString()`: what that gives depends on the transform the
 * server runs under (tsx keeps names by calling a helper the worker would not have).
 */
export function quayWorkerScript(): string {
  const config: WorkerConfig = { pagesCache: QUAY_PAGES_CACHE, apiCachePrefix: QUAY_API_CACHE_PREFIX };
  script ??= buildSync({
    stdin: {
      contents: [
        `import { quayWorker } from "./quay-worker-body";`,
        `import { quayRequestKind } from "@/shared/quay-offline";`,
        `quayWorker(self, ${JSON.stringify(config)}, quayRequestKind);`,
      ].join("\n"),
      resolveDir: path.resolve(process.cwd(), "src/server/http"),
      loader: "ts",
    },
    tsconfig: path.resolve(process.cwd(), "tsconfig.json"),
    bundle: true,
    write: false,
    format: "iife",
    target: "es2020",
    // `server-only` throws outside Next's "react-server" condition; the worker needs none of it.
    alias: { "server-only": path.resolve(process.cwd(), "node_modules/server-only/empty.js") },
    logLevel: "silent",
  }).outputFiles[0]?.text;
  if (!script) throw new Error("The quay worker did not build");
  return script;
}

/**
 * Serves the quay screens' service worker (decision 0073) at QUAY_WORKER_URL, allowed to control QUAY_SCOPE.
 * Revalidated on every update check (no-cache), so a changed worker reaches the phones at their next visit.
 */
export function serveQuayWorker(fallback: Handler): Handler {
  return (req, res) => {
    const path = req.url?.split("?")[0];
    if (path !== QUAY_WORKER_URL || (req.method !== "GET" && req.method !== "HEAD")) return fallback(req, res);
    const body = Buffer.from(quayWorkerScript());
    res.writeHead(200, {
      "content-type": "application/javascript; charset=utf-8",
      "content-length": body.byteLength,
      "cache-control": "no-cache",
      "service-worker-allowed": QUAY_SCOPE,
      "content-security-policy": WORKER_CSP,
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
