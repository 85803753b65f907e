import { type ChildProcess, spawn } from "node:child_process";
import { bundleServer, serverNodeArgs } from "../../scripts/lib/bundle-server.mjs";
import { freePort } from "./free-port";

export type BundledRun = { child: ChildProcess; port: number; output: () => string; exit: Promise<number | null> };

/** Bundled once per test file, as `npm start` does before it starts the server. */
let bundled: Promise<string> | undefined;

/**
 * Starts the real entry file as `npm start` runs it (the production build the e2e run made) on PGlite in
 * `dataDir`, on a free port, without demo data or jobs; `env` adds or overrides variables.
 */
export async function startBundledServer(dataDir: string, env: Record<string, string> = {}): Promise<BundledRun> {
  bundled ??= bundleServer();
  const entry = await bundled;
  const port = await freePort();
  const child = spawn(process.execPath, [...serverNodeArgs(), entry], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_DEMO: "0",
      JOBS: "0",
      DATABASE_URL: "",
      JWT_SECRET: "",
      ...env,
    },
  });
  let text = "";
  child.stdout?.on("data", (d) => (text += d));
  child.stderr?.on("data", (d) => (text += d));
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, port, output: () => text, exit };
}
