import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * What the serving process loads as it starts stays in its memory for its whole life (the 400 MB goal of
 * tests/smoke/first-start-memory.test.ts, docs/performance.md). next-intl's build plugin loads its message extractor
 * with @swc/core and @parcel/watcher (native code): Next's configuration loads it for a build, not for the server.
 */
const root = path.resolve(import.meta.dirname, "../..");

/** Evaluates next.config for `phase` in a child Node process that records every module it loads. */
function readConfig(phase: string): { plugin: boolean; swc: boolean; distDir: string } {
  const script = `
    import { registerHooks } from "node:module";
    const loaded = [];
    registerHooks({ load(url, context, next) { loaded.push(url); return next(url, context); } });
    const { default: config } = await import(${JSON.stringify(path.join(root, "next.config.mjs"))});
    const result = typeof config === "function" ? await config(process.argv[1]) : config;
    console.log(JSON.stringify({
      plugin: loaded.some((url) => url.includes("/next-intl/")),
      swc: loaded.some((url) => url.includes("/@swc/core/")),
      distDir: result.distDir,
    }));
  `;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script, phase], {
    cwd: root,
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout.trim().split("\n").at(-1) as string);
}

describe("next.config", () => {
  it("is read by the server without next-intl's build plugin, and by a build with it", () => {
    expect(readConfig("phase-production-server")).toEqual({
      plugin: false,
      swc: false,
      distDir: process.env.NEXT_DIST_DIR ?? ".next",
    });
    expect(readConfig("phase-production-build")).toMatchObject({ plugin: true, swc: true });
  });
});
