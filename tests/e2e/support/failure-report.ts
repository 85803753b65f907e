import type { BrowserContext, TestInfo } from "@playwright/test";

/**
 * What a failed test's pages showed, printed into the log. CI keeps only its printed log (traces are off there for
 * their CPU cost), so a test that fails only on a slow CI machine would otherwise leave nothing to read: this prints
 * each open page's address, its accessibility tree (cut short), the calls that failed, answered 4xx/5xx or never
 * answered, the last calls to the API whatever their answer, and the pages' uncaught errors and console errors (a
 * click whose handler threw leaves no other trace).
 */
export function watchForFailureReport(context: BrowserContext) {
  const started = Date.now();
  const calls: string[] = [];
  const apiCalls: string[] = [];
  const errors: string[] = [];
  const pending = new Map<object, string>();
  const at = () => `+${((Date.now() - started) / 1000).toFixed(1)} s`;
  const name = (url: string) => {
    const u = new URL(url);
    return `${u.pathname}${u.search.length > 80 ? `${u.search.slice(0, 80)}…` : u.search}`;
  };
  context.on("request", (request) => pending.set(request, `${at()} ${request.method()} ${name(request.url())}`));
  context.on("requestfinished", (request) => pending.delete(request));
  context.on("requestfailed", (request) => {
    pending.delete(request);
    calls.push(`${at()} failed ${request.method()} ${name(request.url())}: ${request.failure()?.errorText}`);
  });
  context.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith("/v1/")) {
      apiCalls.push(`${at()} ${response.status()} ${response.request().method()} ${name(response.url())}`);
    }
    if (response.status() >= 400) {
      calls.push(`${at()} ${response.status()} ${response.request().method()} ${name(response.url())}`);
    }
  });
  context.on("weberror", (error) => errors.push(`${at()} uncaught: ${error.error().message}`));
  context.on("console", (message) => {
    if (message.type() === "error") errors.push(`${at()} console: ${message.text().slice(0, 300)}`);
  });

  return async function printIfFailed(testInfo: TestInfo) {
    if (testInfo.status === testInfo.expectedStatus) return;
    const lines = [`── what the pages showed when "${testInfo.title}" failed (${at()}) ──`];
    for (const page of context.pages()) {
      lines.push(`page ${name(page.url())}`);
      // The page's main part when it has one: the menus around it would use up the room.
      const hasMain =
        (await page
          .locator("main")
          .count()
          .catch(() => 0)) === 1;
      const root = page.locator(hasMain ? "main" : "body");
      const tree = await root
        .ariaSnapshot({ timeout: 2_000 })
        .catch((e: Error) => `(no snapshot: ${e.message.split("\n")[0]})`);
      lines.push(tree.length > 10_000 ? `${tree.slice(0, 10_000)}\n…` : tree);
    }
    lines.push("calls answered ≥ 400 or failed:", ...(calls.length ? calls.slice(-30) : ["(none)"]));
    lines.push("calls still unanswered:", ...(pending.size ? [...pending.values()].slice(-30) : ["(none)"]));
    lines.push("last calls to the API:", ...(apiCalls.length ? apiCalls.slice(-15) : ["(none)"]));
    lines.push("page errors:", ...(errors.length ? errors.slice(-15) : ["(none)"]));
    console.log(lines.join("\n"));
  };
}
