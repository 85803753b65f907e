import { type BrowserContext, test as base, expect } from "@playwright/test";

/**
 * Playwright's `test`, with a guard that fails any test during which a page broke the Content Security
 * Policy: it listens, in the test's context and in every context the test opens itself, for the
 * `securitypolicyviolation` events of the pages and for the browser's console messages about the policy.
 * Every spec imports `test` and `expect` from here (tests/unit/e2e-specs-guarded.test.ts checks it).
 * A test that provokes a violation on purpose reads and empties `cspViolations`.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await watch(context, violations);
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const opened = await newContext.apply(browser, args);
        await watch(opened, violations);
        return opened;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, "Content Security Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const BINDING = "__e2eCspViolation";

async function watch(context: BrowserContext, violations: string[]): Promise<void> {
  context.on("console", (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) {
      violations.push(`console: ${message.text()} (${message.location().url})`);
    }
  });
  await context.exposeBinding(BINDING, (_source, report: string) => {
    violations.push(report);
  });
  await context.addInitScript((binding) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`;
      (window as unknown as Record<string, (r: string) => void>)[binding]?.(report);
    });
  }, BINDING);
}
