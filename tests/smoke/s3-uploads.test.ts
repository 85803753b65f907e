import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitHealthy } from "../../scripts/lib/test-server";
import { startBundledServer } from "../support/bundled-server";
import { type S3TestServer, startS3Server } from "../support/s3-server";

// The real server (as `npm start` runs it) with UPLOADS_S3_BUCKET on an s3rver bucket: the demo pictures go to
// the bucket on the first start and are served from there; a bucket that is not there stops the start.

let s3: S3TestServer;
const dirs: string[] = [];
const started: ChildProcess[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "liman-s3-smoke-"));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  for (const child of started) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await s3.stop();
});

describe("uploads on S3 in the running server", () => {
  it("seeds the demo pictures into the bucket and serves them as immutable, with nothing in DATA_DIR/uploads", async () => {
    const dir = dataDir();
    const run = await startBundledServer(dir, { ...s3.env, SEED_DEMO: "1" });
    started.push(run.child);
    await waitHealthy(`http://127.0.0.1:${run.port}`, 240_000).catch((error) => {
      throw new Error(`${error.message}:\n${run.output()}`);
    });
    const html = await (await fetch(`http://127.0.0.1:${run.port}/`)).text();
    const urls = [...new Set(html.match(/\/v1\/media\/demo\/[0-9a-f]{32}-\d+\.webp/g) ?? [])];
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      const res = await fetch(`http://127.0.0.1:${run.port}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const key = url.replace("/v1/media/", "");
      const inBucket = await s3.storage().get(key);
      expect(Buffer.from(await res.arrayBuffer()).equals(inBucket!)).toBe(true);
    }
    const uploads = path.join(dir, "uploads");
    expect(existsSync(uploads) ? readdirSync(uploads, { recursive: true }) : []).toEqual([]);
    expect(run.output()).not.toContain(s3.env.AWS_SECRET_ACCESS_KEY!);
    run.child.kill("SIGTERM");
    await run.exit;
  });

  it("stops the start with a message naming UPLOADS_S3_BUCKET when the bucket does not exist", async () => {
    const run = await startBundledServer(dataDir(), { ...s3.env, UPLOADS_S3_BUCKET: "yok-boyle-bir-kova" });
    started.push(run.child);
    expect(await run.exit).not.toBe(0);
    expect(run.output()).toMatch(/UPLOADS_S3_BUCKET: the bucket "yok-boyle-bir-kova" does not exist/);
  });
});
