// Import cycles in src/, type-only imports included: `npm run boundaries` runs it after .dependency-cruiser.cjs.
// A separate pass because the main one must not see type-only imports (a client component may import a server
// type: it is erased when compiled), while a cycle of types still ties the files into one knot
// (docs/decisions/0015-boundaries.md).
const base = require("./.dependency-cruiser.cjs");

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import cycle (type-only imports count): move the shared part into its own module.",
      from: { path: "^src/" },
      to: { circular: true },
    },
  ],
  options: {
    ...base.options,
    includeOnly: "^src/",
    babelConfig: { fileName: ".dependency-cruiser.cycles.babel.cjs" },
  },
};
