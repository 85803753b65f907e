// The rules that count type-only imports too: `npm run boundaries` runs this pass after .dependency-cruiser.cjs.
// Import cycles in src/ (a cycle of types still ties the files into one knot) and browser code reaching src/server
// even for a type (decision 0057). A separate pass because the main one cannot see type-only imports: Babel strips
// them, and this pass's Babel options keep them (docs/decisions/0015-boundaries.md).
const base = require("./.dependency-cruiser.cjs");
const clientRule = base.forbidden.find((rule) => rule.name === "client-not-to-server");

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import cycle (type-only imports count): move the shared part into its own module.",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "client-not-to-server-types",
      severity: "error",
      comment:
        "Browser code (a client component and what it imports) imports nothing of src/server, not even a type: the types it shares with the server live in src/shared.",
      from: clientRule.from,
      to: { path: "^src/server/", reachable: true },
    },
  ],
  options: {
    ...base.options,
    includeOnly: "^src/",
    babelConfig: { fileName: ".dependency-cruiser.cycles.babel.cjs" },
  },
};
