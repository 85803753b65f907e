import type { ChildProcess } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitHealthy } from "../../scripts/lib/test-server";
import { dataDirFromPrepared } from "../../scripts/lib/prepared-data-dir";
import { startBundledServer } from "../support/bundled-server";

// The real bundled server under the hostile bodies of issue 11: 100 MB of JSON to a public and to a staff
// call, a 50 MB upload and a 100 MB POST to a page. Each is refused with 413 while it streams in; the process
// keeps answering and its memory (resident set, peak included) grows by less than 150 MB.

const MB = 1024 * 1024;
const ADMIN = { email: "sinir@liman.test", password: "Limit-Smoke-Kaptan-Parola-73" };
const FILLER = Buffer.alloc(64 * 1024, 0x61);

let child: ChildProcess;
let port: number;
const dataDir = dataDirFromPrepared("liman-limits-");

beforeAll(async () => {
  const run = await startBundledServer(dataDir, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  child = run.child;
  port = run.port;
  await waitHealthy(`http://127.0.0.1:${port}`, 120_000).catch((error) => {
    throw new Error(`${error.message}:\n${run.output()}`);
  });
}, 180_000);

afterAll(() => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/** A line of /proc/<pid>/status in bytes, e.g. VmRSS (resident now) or VmHWM (peak resident). */
function memory(field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1];
  if (!kb) throw new Error(`no ${field} in /proc/${child.pid}/status`);
  return Number(kb) * 1024;
}

/** Resets the peak (VmHWM) to the current resident size, so the peak measures only what follows. */
function resetPeak(): boolean {
  try {
    writeFileSync(`/proc/${child.pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

type Sent = { status: number; body: string; written: number };

/**
 * Sends `head` then `size` filler bytes, streamed 64 KiB at a time (never built in memory), with a
 * Content-Length when `declare` is set and chunked otherwise. Stops writing as soon as the answer arrives;
 * the server closing the connection after answering is expected.
 */
function stream(
  method: string,
  urlPath: string,
  headers: Record<string, string>,
  size: number,
  options: { head?: string; declare?: boolean } = {},
): Promise<Sent> {
  const head = Buffer.from(options.head ?? "");
  const total = head.length + size;
  return new Promise((resolve, reject) => {
    let answered = false;
    let written = 0;
    const req = http.request({
      host: "127.0.0.1",
      port,
      method,
      path: urlPath,
      headers: options.declare ? { ...headers, "content-length": String(total) } : headers,
    });
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (body += d));
      res.on("end", () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body, written });
      });
      res.on("error", reject);
    });
    req.on("error", (error) => {
      if (!answered) reject(new Error(`${method} ${urlPath}: ${error.message} after ${written} bytes`));
    });
    const pump = async () => {
      if (head.length) {
        req.write(head);
        written += head.length;
      }
      while (!answered && written < total) {
        const chunk = FILLER.subarray(0, Math.min(FILLER.length, total - written));
        written += chunk.length;
        if (!req.write(chunk)) {
          await new Promise<void>((go) => {
            const done = () => {
              req.off("drain", done);
              req.off("close", done);
              go();
            };
            req.on("drain", done);
            req.on("close", done);
          });
        }
        if (req.destroyed) return;
      }
      if (!answered && !req.destroyed) req.end();
    };
    void pump();
  });
}

async function health(): Promise<number> {
  return (await fetch(`http://127.0.0.1:${port}/v1/health`)).status;
}

async function adminToken(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { content: { accessToken: string } }).content.accessToken;
}

describe("the Liman process under oversized bodies", () => {
  it("answers 413 to each while it streams in, keeps serving, and its memory grows by less than 150 MB", async () => {
    const token = await adminToken();
    const json = { "content-type": "application/json" };
    const staff = { ...json, authorization: `Bearer ${token}` };
    const multipart = { "content-type": "multipart/form-data; boundary=B", authorization: `Bearer ${token}` };
    const fileHead =
      '--B\r\nContent-Disposition: form-data; name="boat_id"\r\n\r\n1\r\n' +
      '--B\r\nContent-Disposition: form-data; name="files"; filename="dev.jpg"\r\nContent-Type: image/jpeg\r\n\r\n';
    const attacks: [string, (size: number) => Promise<Sent>][] = [
      ["JSON to a public POST, declared", (n) => stream("POST", "/v1/website/contact", json, n, { declare: true })],
      ["JSON to a public POST, chunked", (n) => stream("POST", "/v1/reservations", json, n, { head: '{"a":"' })],
      ["JSON to a staff POST, declared", (n) => stream("POST", "/v1/admin/boats", staff, n, { declare: true })],
      ["JSON to a staff POST, chunked", (n) => stream("POST", "/v1/admin/boats", staff, n, { head: '{"a":"' })],
      ["upload, chunked", (n) => stream("POST", "/v1/admin/boats/image", multipart, n / 2, { head: fileHead })],
      [
        "upload, declared",
        (n) => stream("POST", "/v1/admin/ourdocuments", multipart, n / 2, { head: fileHead, declare: true }),
      ],
      ["POST to a page", (n) => stream("POST", "/", { "content-type": "text/plain" }, n)],
    ];

    // Warm up the paths the attacks take with bodies just over the limits, so the baseline holds their code.
    for (const [name, attack] of attacks) expect((await attack(40 * MB)).status, name).toBe(413);
    expect(await health()).toBe(200);

    const before = memory("VmRSS");
    const peakReset = resetPeak();
    // 100 MB of JSON (and to the page), 50 MB uploads.
    for (const [name, attack] of attacks) {
      const sent = await attack(100 * MB);
      expect(sent.status, name).toBe(413);
      expect(JSON.parse(sent.body), name).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
      expect(JSON.parse(sent.body).content, name).toMatch(/çok büyük|en fazla|kabul etmiyor/);
      expect(await health(), name).toBe(200);
    }
    const after = peakReset ? Math.max(memory("VmHWM"), memory("VmRSS")) : memory("VmRSS");
    const growth = after - before;
    console.log(
      `RSS before ${Math.round(before / MB)} MB, ${peakReset ? "peak" : "after"} ${Math.round(after / MB)} MB: +${Math.round(growth / MB)} MB`,
    );
    expect(growth).toBeLessThan(150 * MB);
    expect(child.exitCode).toBeNull();
  });
});
