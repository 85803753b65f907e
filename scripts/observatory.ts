#!/usr/bin/env node
/**
 * `npm run observatory`: Mozilla HTTP Observatory grades of `/`, `/listing`, a boat page and `/dashboard/login`
 * on a fresh production server with the demo data, behind a local TLS proxy (scripts/lib/observatory.ts says
 * how the scanner is run locally). Fails below A+. The smoke tests run the same check in CI.
 */
import { parseArgs } from "node:util";
import { scoreLiman } from "./lib/observatory";
import { buildIfNeeded } from "./lib/test-server";

const { values: args } = parseArgs({
  options: { port: { type: "string", default: "3393" }, "skip-build": { type: "boolean", default: false } },
});

buildIfNeeded(args["skip-build"]);
const results = await scoreLiman(Number(args.port));
for (const r of results) {
  const lost = Object.entries(r.penalties).map(([test, result]) => `${test}: ${result}`);
  console.log(
    `${r.grade.padEnd(3)} ${String(r.score).padStart(3)}  ${r.path}${lost.length ? `  (${lost.join(", ")})` : ""}`,
  );
}
const below = results.filter((r) => r.grade !== "A+");
if (below.length > 0) {
  console.error(`\n✖ Below A+: ${below.map((r) => r.path).join(", ")}`);
  process.exit(1);
}
