import { existsSync } from "node:fs";

/**
 * The Chromium the tests and measurements drive: CHROMIUM_PATH when set, else Debian's binary itself
 * (/usr/lib/chromium/chromium) rather than its launcher script /usr/bin/chromium, which sources /etc/chromium.d
 * (Google API keys, --enable-gpu-rasterization, extension flags) before every start. Driven directly, an e2e run
 * used ~14 % less CPU (docs/performance.md, "CI time").
 */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const binary = "/usr/lib/chromium/chromium";
  return existsSync(binary) ? binary : "/usr/bin/chromium";
}
