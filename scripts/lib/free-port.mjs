// A port for a server a test or script starts. Chosen below the kernel's ephemeral range (ip_local_port_range), which
// is where listen(0) and outgoing connections take their ports: a port picked by asking the kernel for an ephemeral
// one was, once, taken by another process's listen(0) between the check and the server's own bind (an e2e start on a
// busy machine). Below the range, only a process that names the port can take it.
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

const FLOOR = 20_000;

function ephemeralStart() {
  try {
    return Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]) || 32_768;
  } catch {
    return 32_768;
  }
}

function listens(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** A port nothing listens on right now, outside the ephemeral range, so a test's server never meets another one. */
export async function freePort() {
  const ceiling = Math.max(FLOOR + 1_000, ephemeralStart());
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = FLOOR + Math.floor(Math.random() * (ceiling - FLOOR));
    if (await listens(port)) return port;
  }
  throw new Error(`no free port between ${FLOOR} and ${ceiling}`);
}
