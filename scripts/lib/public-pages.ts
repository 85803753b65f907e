/**
 * The public pages whose phone performance issue 17 sets goals for, in both languages: the home page, the
 * listing and a boat page, and their English twins under /en (issue 16). `npm run lighthouse` and `npm run bench`
 * measure these.
 */
export function measuredPublicPages(boatSlug: string): string[] {
  const turkish = ["/", "/listing", `/boat/${boatSlug}`];
  return [...turkish, ...turkish.map((p) => (p === "/" ? "/en" : `/en${p}`))];
}
