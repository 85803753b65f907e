import { type ChildProcess, spawn } from "node:child_process";

export type LauncherRun = { child: ChildProcess; output: () => string; exit: Promise<number | null> };

/**
 * Starts Liman as an operator does: `npm start` (npm → scripts/start.mjs → the bundled server) or the launcher
 * `node scripts/start.mjs` itself, with the production build present, on PGlite in `dataDir`, without demo
 * data or jobs; `env` adds or overrides variables.
 */
export function startLauncher(
  via: "npm" | "node",
  options: { dataDir: string; port: number; env?: Record<string, string> },
): LauncherRun {
  const [command, args] = via === "npm" ? ["npm", ["start"]] : [process.execPath, ["scripts/start.mjs"]];
  const child = spawn(command, args, {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      HOST: "127.0.0.1",
      SEED_DEMO: "0",
      JOBS: "0",
      DATABASE_URL: "",
      JWT_SECRET: "",
      LIMAN_REBUILD: "",
      ...options.env,
    },
  });
  let text = "";
  child.stdout?.on("data", (d) => (text += d));
  child.stderr?.on("data", (d) => (text += d));
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => text, exit };
}
