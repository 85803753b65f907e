// Runs in the browser before the application's code (Next.js convention).
//
// Zod compiles its object parsers with `new Function` when it may, and finds out by trying: under our CSP
// (no 'unsafe-eval') that probe is refused and reported as a violation even though Zod catches it. In the
// browser it parses without compiling (the small forms there do not need the speed). Set through Zod's global
// config object, before any schema is built, without pulling Zod into every page's JavaScript.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

// Next calls this when its router starts a navigation: the start of a soft navigation's NAV (decision 0067).
export { noteTransitionStart as onRouterTransitionStart } from "./features/site/vitals/transition-start";
