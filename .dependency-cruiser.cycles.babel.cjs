// Babel options for the cycle check (.dependency-cruiser.cycles.cjs): like .dependency-cruiser.babel.json, but every
// module a file imports only for its types stays an import, so an import cycle made of type-only imports is seen too.

/** Adds a bare `import "x";` for every module the file names, before the TypeScript preset strips type imports. */
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
        for (const source of sources) program.pushContainer("body", t.importDeclaration([], t.stringLiteral(source)));
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
