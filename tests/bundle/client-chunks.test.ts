import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * No server library in the browser's JavaScript. Run after a production build (`npm test` runs it after the e2e
 * run, which builds; without a build it builds one). Production chunks carry no module paths, so each package is
 * recognised by a text of its own code that survives minification (a string literal or a property name); the
 * first test proves every such text is still in the installed package, so an upgrade cannot silently blind this
 * check.
 */
const FORBIDDEN: { name: string; dir: string; signature: string }[] = [
  { name: "sanitize-html", dir: "sanitize-html", signature: "allowedSchemesAppliedToAttributes" },
  { name: "postcss", dir: "postcss", signature: "CssSyntaxError" },
  { name: "argon2", dir: "@node-rs/argon2", signature: "@node-rs/argon2-" },
  { name: "drizzle", dir: "drizzle-orm", signature: "drizzle:entityKind" },
  { name: "pg", dir: "pg", signature: "SASL: SCRAM-SERVER-FIRST-MESSAGE" },
  { name: "pglite", dir: "@electric-sql/pglite", signature: "PGlite is closed" },
  { name: "nodemailer", dir: "nodemailer", signature: "nodemailer.com" },
  { name: "sharp", dir: "sharp", signature: "sharp.pixelplumbing.com" },
];

const root = path.resolve(import.meta.dirname, "../..");
const distDir = path.resolve(root, process.env.NEXT_DIST_DIR ?? ".next");

function filesUnder(dir: string, extension: RegExp): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extension.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function packageHas(dir: string, signature: string): boolean {
  const packageDir = path.join(root, "node_modules", dir);
  return filesUnder(packageDir, /\.(c|m)?js$/).some((file) => readFileSync(file, "utf8").includes(signature));
}

beforeAll(() => {
  if (existsSync(path.join(distDir, "BUILD_ID"))) return;
  const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  expect(build.status, "next build failed").toBe(0);
}, 900_000);

describe("client chunks of the production build", () => {
  it.each(FORBIDDEN)("$name is recognised by its text: $signature", ({ dir, signature }) => {
    expect(packageHas(dir, signature)).toBe(true);
  });

  it("contain no server library", () => {
    const chunks = filesUnder(path.join(distDir, "static"), /\.js$/);
    expect(chunks.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const chunk of chunks) {
      const text = readFileSync(chunk, "utf8");
      for (const { name, signature } of FORBIDDEN) {
        if (text.includes(signature)) found.push(`${name} in ${path.relative(distDir, chunk)}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("load the chart library (recharts) on demand only: no page's first JavaScript carries it", () => {
    const charts = filesUnder(path.join(distDir, "static"), /\.js$/)
      .filter((chunk) => readFileSync(chunk, "utf8").includes("recharts-wrapper"))
      .map((chunk) => path.basename(chunk));
    expect(charts.length).toBeGreaterThan(0);
    // What each page loads at first: its client reference manifest (App Router) and the build manifests.
    const manifests = filesUnder(path.join(distDir, "server"), /(client-reference-manifest\.js|build-manifest\.json)$/);
    expect(manifests.length).toBeGreaterThan(10);
    const eager: string[] = [];
    for (const manifest of manifests) {
      const text = readFileSync(manifest, "utf8");
      for (const chunk of charts)
        if (text.includes(chunk)) eager.push(`${chunk} in ${path.relative(distDir, manifest)}`);
    }
    expect(eager).toEqual([]);
  });

  it("give the public site's pages no next/image code: they write plain <img srcset> (decision 0038)", () => {
    // A text of next/image's client component that survives minification.
    const signature = "data-loaded-src";
    const component = path.join(root, "node_modules/next/dist/client/image-component.js");
    expect(readFileSync(component, "utf8")).toContain(signature);
    const imageChunks = filesUnder(path.join(distDir, "static"), /\.js$/)
      .filter((chunk) => readFileSync(chunk, "utf8").includes(signature))
      .map((chunk) => path.basename(chunk));
    const sitePages = filesUnder(path.join(distDir, "server", "app", "(site)"), /client-reference-manifest\.js$/);
    expect(sitePages.length).toBeGreaterThan(10);
    const shipped = sitePages.flatMap((manifest) => {
      const text = readFileSync(manifest, "utf8");
      return imageChunks
        .filter((chunk) => text.includes(chunk))
        .map((c) => `${c} in ${path.relative(distDir, manifest)}`);
    });
    expect(shipped).toEqual([]);
  });
});
