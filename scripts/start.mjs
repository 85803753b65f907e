#!/usr/bin/env node
// `npm start`: builds the Next.js app when no build exists (or when LIMAN_REBUILD=1), then runs the entry file.
// The server is a child of this launcher: SIGINT/SIGTERM/SIGHUP are passed on to it, the launcher waits for it
// and exits with its exit code; the server also stops by itself when the launcher is gone (IPC channel closed).
import { existsSync } from "node:fs";
import { bundleServer, serverNodeArgs } from "./lib/bundle-server.mjs";
import { runChild } from "./lib/run-child.mjs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
if (!existsSync(".next/BUILD_ID") || process.env.LIMAN_REBUILD === "1") {
  console.log("No production build yet: running `next build` (about a minute the first time)…");
  const build = await runChild(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit" });
  if (build !== 0) process.exit(build);
}
// The server entry runs bundled (plain node, no TypeScript loader): about a second faster to start.
// NODE_OPTIONS=--enable-source-maps maps stack traces back to src/ (costs ~0.2 s of start-up).
const entry = await bundleServer(".next");
const code = await runChild(process.execPath, [...serverNodeArgs(), entry], {
  stdio: ["inherit", "inherit", "inherit", "ipc"],
  env: { ...process.env, NODE_ENV: "production" },
});
process.exit(code);
