import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { freshDatabase, getContent, startServer, stopServer } from "./test-server";

/**
 * Mozilla's HTTP Observatory (@mdn/mdn-http-observatory), run locally against a Liman server the way the
 * public internet would see it: behind a TLS proxy. The scanner only takes a host name and always asks
 * https://HOST and http://HOST, so a local run needs
 * - TLS: a proxy here, with a throw-away self-signed certificate for "localhost" that the scanner's process
 *   trusts through NODE_EXTRA_CA_CERTS (its own wrapper would point that at Mozilla's CA bundle instead);
 * - a port and a path: the host name given is "localhost:PORT/PATH", which the scanner pastes into its URLs;
 * - its HSTS preload list (conf/hsts-preload.json), which its postinstall step downloads from Chromium's
 *   sources: where that step did not run, the scan runs from a copy of the package given an empty list
 *   ("no host is preloaded", the list's answer for localhost anyway), node_modules left untouched.
 * Plain http on that port gets no answer, which the scanner grades as "no http to redirect" (0 points): in a
 * deployment the redirect from port 80 is the proxy's job, not Liman's. Everything else is the real scan of
 * Liman's real answers (headers, cookies, CORS preflight, robots.txt, the page's scripts).
 */

export type ObservatoryResult = {
  path: string;
  grade: string;
  score: number;
  /** Tests that lost points: name → result. */
  penalties: Record<string, string>;
};

export type TlsFront = { port: number; certFile: string; close: () => Promise<void> };

/** A TLS proxy on a free port of 127.0.0.1 in front of the http server on `targetPort`. */
export async function tlsFront(targetPort: number): Promise<TlsFront> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "liman-tls-"));
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      keyFile,
      "-out",
      certFile,
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a test certificate: ${made.stderr || made.error}`);
  const server = https.createServer({ key: readFileSync(keyFile), cert: readFileSync(certFile) }, (req, res) => {
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: targetPort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "x-forwarded-proto": "https" },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    certFile,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Scans https://localhost:PORT/PATH with the Observatory's own CLI, trusting the front's certificate. */
export async function observatoryScan(front: TlsFront, pagePath: string): Promise<ObservatoryResult> {
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [scannerCli(), `localhost:${front.port}${pagePath}`], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: front.certFile },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let text = "";
    child.stdout.on("data", (d) => (text += d));
    child.on("error", reject);
    child.on("exit", () => resolve(text));
  });
  const report = JSON.parse(output) as {
    error?: string;
    scan?: { grade: string; score: number };
    tests?: Record<string, { result: string; scoreModifier: number }>;
  };
  if (!report.scan) throw new Error(`Observatory could not scan ${pagePath}: ${report.error ?? output}`);
  const penalties = Object.fromEntries(
    Object.entries(report.tests ?? {})
      .filter(([, t]) => t.scoreModifier < 0)
      .map(([name, t]) => [name, t.result]),
  );
  return { path: pagePath, grade: report.scan.grade, score: report.scan.score, penalties };
}

let cli: string | undefined;

/** The scanner's CLI: the installed package's, or a copy's with an empty HSTS preload list (see above). */
function scannerCli(): string {
  if (cli) return cli;
  const installed = path.resolve("node_modules/@mdn/mdn-http-observatory");
  if (existsSync(path.join(installed, "conf", "hsts-preload.json"))) {
    cli = path.join(installed, "src", "scan.js");
    return cli;
  }
  const root = mkdtempSync(path.join(os.tmpdir(), "liman-observatory-"));
  const copy = path.join(root, "package");
  for (const part of ["package.json", "src", "conf"])
    cpSync(path.join(installed, part), path.join(copy, part), { recursive: true });
  mkdirSync(path.join(copy, "conf"), { recursive: true });
  writeFileSync(path.join(copy, "conf", "hsts-preload.json"), "{}");
  // Its dependencies resolve from the project's node_modules, one level up from the copy.
  symlinkSync(path.resolve("node_modules"), path.join(root, "node_modules"), "dir");
  process.once("exit", () => rmSync(root, { recursive: true, force: true }));
  cli = path.join(copy, "src", "scan.js");
  return cli;
}

/**
 * A fresh production server (demo data, PUBLIC_URL https) behind the TLS front, and the Observatory's
 * grades of `/`, `/listing`, a boat page and `/dashboard/login`. The server listens on `port` (plain http).
 */
export async function scoreLiman(port: number): Promise<ObservatoryResult[]> {
  const db = await freshDatabase("pglite", { prepared: true });
  const front = await tlsFront(port);
  try {
    const { child } = await startServer(port, { ...db.env, PUBLIC_URL: `https://localhost:${front.port}` });
    try {
      const boats = await getContent(`http://127.0.0.1:${port}`, "/v1/searchboats?take=1");
      const pages = ["/", "/listing", `/boat/${boats.items[0].slug}`, "/dashboard/login"];
      // Each page rendered once first: the scanner gives up on a page whose first render is slow (a loaded machine),
      // and reports the site as down.
      for (const page of pages) await (await fetch(`http://127.0.0.1:${port}${page}`)).arrayBuffer();
      const results: ObservatoryResult[] = [];
      for (const page of pages) results.push(await observatoryScan(front, page));
      return results;
    } finally {
      await stopServer(child);
    }
  } finally {
    await front.close();
    await db.drop();
  }
}
