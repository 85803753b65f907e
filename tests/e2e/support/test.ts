import { createHash } from "node:crypto";
import { type BrowserContext, test as base, expect } from "@playwright/test";
import { watchForFailureReport } from "./failure-report";

/**
 * Playwright's `test`, with a guard that fails any test during which a page broke the Content Security
 * Policy: it listens, in the test's context and in every context the test opens itself, for the
 * `securitypolicyviolation` events of the pages and for the browser's console messages about the policy.
 * Every spec imports `test` and `expect` from here (tests/unit/e2e-specs-guarded.test.ts checks it).
 * A test that provokes a violation on purpose reads and empties `cspViolations`.
 *
 * Each test also comes from an address of its own (an `X-Forwarded-For` the e2e server trusts, TRUST_PROXY=1,
 * on its page and request fixtures), so the per-address limits of the public forms (5 contact messages in 15
 * minutes…) count each test apart instead of the whole suite as one visitor.
 *
 * A failed test prints what its pages showed (support/failure-report.ts): CI keeps only its log.
 */
export const test = base.extend<{ cspViolations: string[]; failureReport: undefined }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const [a, b, c] = createHash("sha256").update(`${testInfo.testId}#${testInfo.retry}`).digest();
    await use({ ...extraHTTPHeaders, "x-forwarded-for": `10.${a}.${b}.${c}` });
  },
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
  failureReport: [
    async ({ context }, use, testInfo) => {
      const printIfFailed = watchForFailureReport(context);
      await use(undefined);
      await printIfFailed(testInfo);
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
