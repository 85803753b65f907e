import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_NAMESPACES, SHELL_NAMESPACES } from "@/i18n/client-namespaces";
import { clientNamespacesReachableFrom, siteRouteFiles } from "../support/client-namespace-graph";

/**
 * Issue 33 item 12: each public page sends the browser only the namespaces its client components read. A missing
 * one is a missing-message error in the browser; an extra one is bytes every visitor downloads.
 */
const ROUTES = "app/(site)/[locale]";
const pages = PAGE_NAMESPACES as Record<string, readonly string[]>;
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

describe("client message namespaces", () => {
  it("the site layout sends what the shell and the error boundaries read, and nothing more", () => {
    const shellFiles = siteRouteFiles().filter((f) => !f.endsWith("page.tsx"));
    const read = shellFiles.flatMap((f) => [...clientNamespacesReachableFrom(path.join(ROUTES, f))]);
    expect(sorted(SHELL_NAMESPACES)).toEqual(sorted(read));
  });

  it.each(siteRouteFiles().filter((f) => f.endsWith("page.tsx")))("%s gets what its client components read", (page) => {
    const read = sorted(clientNamespacesReachableFrom(path.join(ROUTES, page)));
    if (pages[page]) expect(sorted(pages[page])).toEqual(read);
    // Without its own provider a page sees only the layout's messages.
    else expect(SHELL_NAMESPACES).toEqual(expect.arrayContaining(read));
  });

  it.each(Object.keys(pages))("%s wraps its content in its PageMessages", (page) => {
    const source = readFileSync(path.join(import.meta.dirname, "../../src", ROUTES, page), "utf8");
    expect(source).toContain(`<PageMessages page="${page}">`);
  });
});
