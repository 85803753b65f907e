/**
 * The public pages whose phone performance issue 17 sets goals for, in both languages: the home page, the
 * listing and a boat page, and their English twins under /en (issue 16). `npm run lighthouse` and `npm run bench`
 * measure these.
 */
export function measuredPublicPages(boatSlug: string): string[] {
  const turkish = ["/", "/listing", `/boat/${boatSlug}`];
  return [...turkish, ...turkish.map((p) => (p === "/" ? "/en" : `/en${p}`))];
}

/**
 * The language a visitor of the page reads it in, as a browser locale. A page is measured as its own visitors load
 * it: a Turkish phone asks `/` for Turkish and is served the Turkish home page, where the measuring browser's own
 * English would be sent on to `/en` first (the language redirect of decision 0034).
 */
export function visitorLocaleOf(path: string): "tr-TR" | "en-US" {
  return path === "/en" || path.startsWith("/en/") ? "en-US" : "tr-TR";
}
