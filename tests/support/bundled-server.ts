import { type ChildProcess, spawn } from "node:child_process";
import { bundleServer, serverNodeArgs } from "../../scripts/lib/bundle-server.mjs";
import { freePort } from "./free-port";

export type BundledRun = {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  output: () => string;
  exit: Promise<number | null>;
  /** SIGTERM, then SIGKILL when it has not ended within `graceMs`; answers the exit code. */
  stop: (graceMs?: number) => Promise<number | null>;
};

/** Bundled once per test file, as `npm start` does before it starts the server. */
let bundled: Promise<string> | undefined;

/**
 * Starts the real entry file as `npm start` runs it (the production build the e2e run made) on PGlite in
 * `dataDir`, on a free port, without demo data or jobs; `env` adds or overrides variables (DATABASE_URL with a
 * shared JWT_SECRET for PostgreSQL, JOBS, SMTP_URL, UPLOADS_S3_BUCKET and AWS_*, TRUST_PROXY…).
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
  const stop = async (graceMs = 15_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return exit;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    const code = await exit;
    clearTimeout(timer);
    return code;
  };
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => text, exit, stop };
}
