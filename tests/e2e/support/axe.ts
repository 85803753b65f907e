import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * The axe rules whose outcome depends on colours. The dark scheme only swaps colours (Tailwind's `dark:`
 * variants under `html.dark`; no `dark:` variant hides, shows or restructures anything), so a page already checked
 * with every rule in the light scheme is checked in the dark one with these.
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

type Options = {
  /** Selectors left out, e.g. sandboxed previews where no script may run (axe included). */
  exclude?: string[];
  /** Only these rules (default: every rule axe enables by default). */
  rules?: string[];
};

/** axe's serious and critical findings on the page as it is now, one line each. */
export async function seriousViolations(page: Page, options: Options = {}): Promise<string[]> {
  // axe.run in the page itself: the default mode opens a blank page for every analysis to merge the results of
  // cross-origin frames, which doubled the time of each check; our pages embed no cross-origin frame.
  // Only the violations' nodes are collected (axe otherwise gathers every passing node too): a third less time per
  // check (/, /faq, /listing: 1.6–2.1 s → 0.6–1.2 s on this machine).
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });
  for (const selector of options.exclude ?? []) builder.exclude(selector);
  if (options.rules) builder.withRules(options.rules);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.help} → ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 5)
          .join(" | ")}`,
    );
}

/** Fails the test with axe's serious and critical findings on the page as it is now. */
export async function expectAccessible(page: Page, label: string, options: Options = {}): Promise<void> {
  expect(await seriousViolations(page, options), label).toEqual([]);
}
