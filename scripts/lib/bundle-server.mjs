// Bundles the server entry (src/server/main.ts and the code it imports, not node_modules) into one ESM file in
// the build folder. Started with plain `node`, it skips tsx's per-module transform through loader hooks:
// measured on the 2-core machine, a warm start costs ~2.2 s of CPU instead of ~3.9 s (docs/performance-journal.md).
// Bundling takes ~0.2 s, so it runs before every start and the bundle is never older than the sources.
import path from "node:path";
import { build } from "esbuild";

/** Writes `<distDir>/liman-server/main.mjs` and answers its path. */
export async function bundleServer(distDir = process.env.NEXT_DIST_DIR ?? ".next") {
  const outfile = path.join(distDir, "liman-server", "main.mjs");
  await build({
    entryPoints: ["src/server/main.ts"],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // Dependencies load from node_modules as usual (native addons, WebAssembly, Next itself).
    packages: "external",
    // `server-only` throws outside Next's "react-server" condition: bundle its empty module instead.
    alias: { "server-only": "./node_modules/server-only/empty.js" },
    sourcemap: "linked",
    logLevel: "warning",
  });
  return outfile;
}

/**
 * Node flags of the server process. The old-generation limit (LIMAN_HEAP_MB, default 256) makes V8 collect
 * before its heap balloons: under load the live heap stays ~60 MB, but without a limit V8 let it grow to
 * ~290 MB before a full collection (server RSS ~600 MB with PGlite instead of ~400 MB; docs/performance-journal.md).
 */
export function serverNodeArgs() {
  const heapMb = Number(process.env.LIMAN_HEAP_MB ?? 256);
  const oldSpace = Number.isFinite(heapMb) && heapMb > 0 ? [`--max-old-space-size=${Math.round(heapMb)}`] : [];
  // A young generation of 2 × 4 MB instead of V8's 2 × 16 MB: the serving process idles ~30 MB lower (370 against
  // 400 MB on PGlite after its first pages, measured 2026-11-25), for short-lived garbage collected more often.
  return [...oldSpace, "--max-semi-space-size=4"];
}
