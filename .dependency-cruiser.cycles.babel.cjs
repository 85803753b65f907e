// Babel options for the cycle check (.dependency-cruiser.cycles.cjs): like .dependency-cruiser.babel.json, but every
// module a file imports only for its types stays an import, so an import cycle made of type-only imports is seen too,
// and so is a client component importing a type from src/server.

/**
 * Adds a bare `import "x";` for every module the file names, before the TypeScript preset strips type imports. At
 * the top of the file: when acorn cannot parse the output, dependency-cruiser falls back to acorn's loose parser,
 * which may give up before the end of the file (imports added at the end were lost for some client components).
 */
function keepTypeImports({ types: t }) {
  return {
    visitor: {
      Program(program) {
        const sources = new Set();
        for (const statement of program.node.body) {
          const namesModule =
            t.isImportDeclaration(statement) ||
            t.isExportNamedDeclaration(statement) ||
            t.isExportAllDeclaration(statement);
          if (namesModule && statement.source) sources.add(statement.source.value);
        }
        program.traverse({
          TSImportType(importType) {
            sources.add(importType.node.argument.value);
          },
        });
        program.unshiftContainer(
          "body",
          [...sources].map((source) => t.importDeclaration([], t.stringLiteral(source))),
        );
      },
    },
  };
}

module.exports = {
  babelrc: false,
  configFile: false,
  plugins: [keepTypeImports],
  presets: [["@babel/preset-typescript", { onlyRemoveTypeImports: true }]],
};
