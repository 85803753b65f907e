import { existsSync } from "node:fs";

/**
 * The Chromium the measurements drive (Lighthouse, the bench's page loads): CHROMIUM_PATH when set, else Debian's
 * binary itself (/usr/lib/chromium/chromium) rather than its launcher script /usr/bin/chromium, which sources
 * /etc/chromium.d (Google API keys, --enable-gpu-rasterization, extension flags) before every start. Driven
 * directly, an e2e run used ~14 % less CPU (docs/performance.md, "CI time").
 */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const binary = "/usr/lib/chromium/chromium";
  return existsSync(binary) ? binary : "/usr/bin/chromium";
}

/** Debian's headless shell (package chromium-headless-shell): the same engine without the browser around it. */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";

/**
 * The Chromium the e2e tests drive: CHROMIUM_PATH when set, else the headless shell when installed (a third less CPU
 * over the same specs as the full browser, decision 0072), else the full browser. Measurements of what a user's
 * browser does keep the full browser (chromiumPath).
 */
export function e2eChromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath();
}
