// Import boundaries of src/, checked by `npm run boundaries` (dependency-cruiser; run by `npm run lint` in CI).
// Why each rule exists: docs/decisions/0015-boundaries.md. Import cycles and client code reaching src/server for a
// type (type-only imports included, decision 0057) are checked by a
// second pass over the same files: .dependency-cruiser.cycles.cjs.
const { readdirSync, readFileSync } = require("node:fs");
const path = require("node:path");

/** Files whose first statement is the "use client" directive: the roots of the browser's module graph. */
function clientComponents(dir = "src") {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...clientComponents(file));
    else if (
      /\.tsx?$/.test(entry.name) &&
      /^\s*(\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*["']use client["']/.test(readFileSync(file, "utf8"))
    )
      found.push(file);
  }
  return found;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const CLIENT = `^(${clientComponents().map(escapeRegExp).join("|")})$`;

/** Packages that must never reach the browser (also checked over the build output: tests/bundle). */
const SERVER_PACKAGES =
  "^node_modules/(sanitize-html|postcss|@node-rs/argon2|argon2|drizzle-orm|pg|pg-[^/]+|@electric-sql/pglite|nodemailer|sharp)/";

module.exports = {
  forbidden: [
    {
      name: "features-not-to-app",
      severity: "error",
      comment: "app → features → server | components | lib: features never import route files.",
      from: { path: "^src/features/" },
      to: { path: "^src/app/" },
    },
    {
      name: "server-not-up",
      severity: "error",
      comment: "src/server is the bottom layer of the app: it never imports features, route files or components.",
      from: { path: "^src/server/" },
      to: { path: "^src/(app|features|components)/" },
    },
    {
      name: "lib-and-components-not-up",
      severity: "error",
      comment: "src/lib and src/components serve every layer: they import only each other, src/shared and packages.",
      from: { path: "^src/(lib|components)/" },
      to: { path: "^src/(app|features|server)/" },
    },
    {
      name: "shared-is-pure",
      severity: "error",
      comment:
        "src/shared holds pure schemas and types for the browser and the server: nothing of the app, no server package (the error catalogues and the locale list of src/i18n are data both sides read, decision 0040).",
      from: { path: "^src/shared/" },
      to: {
        path: [`^src/(?!shared/|lib/|i18n/errors/|i18n/locales\\.ts$)`, SERVER_PACKAGES, "^node_modules/server-only/"],
      },
    },
    {
      name: "api-stays-inside",
      severity: "error",
      comment:
        "The HTTP layer (src/server/api) maps domain errors to answers; nothing below it imports it. Only the entry (src/server/main.ts) mounts it.",
      from: { path: "^src/", pathNot: ["^src/server/api/", "^src/server/main\\.ts$"] },
      to: { path: "^src/server/api/" },
    },
    {
      name: "client-not-to-server",
      severity: "error",
      comment:
        "A client component (and everything it imports) runs in the browser: no module of src/server reaches it. Shared schemas and types live in src/shared.",
      from: { path: CLIENT },
      to: { path: "^src/server/", reachable: true },
    },
    {
      name: "client-not-to-server-packages",
      severity: "error",
      comment: "A server library reached from a client component would be shipped to every browser.",
      from: { path: CLIENT },
      to: { path: SERVER_PACKAGES, reachable: true },
    },
  ],
  required: [
    {
      name: "server-only-marker",
      severity: "error",
      comment:
        'Every module of src/server starts with `import "server-only";`: Next then refuses to build a client chunk that reaches it. Add it with scripts/add-server-only.mjs.',
      module: { path: "^src/server/", pathNot: "\\.d\\.ts$" },
      to: { path: "^node_modules/server-only/" },
    },
  ],
  options: {
    includeOnly: ["^src/", "^node_modules/"],
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.d\\.ts$" },
    tsConfig: { fileName: "tsconfig.json" },
    // TypeScript 7 has no JavaScript API for dependency-cruiser's own TypeScript parser: Babel strips the types.
    babelConfig: { fileName: ".dependency-cruiser.babel.json" },
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
