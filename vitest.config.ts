import path from "node:path";
import { defineConfig } from "vitest/config";

// `server-only` resolves to its empty module, as under Next's "react-server" condition (scripts/lib/server-only.mjs).
const alias = {
  "@": path.resolve(import.meta.dirname, "src"),
  "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
};
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
// An API file's beforeAll (its database and fixtures) took over 60 s with the machine's load average at 40: the
// file's tests were then all skipped. Two minutes still stops a hook that hangs.
const apiHookTimeout = 120_000;
// The unit and API files share their worker's module cache (`isolate: false`): each file used to import the whole
// app again in a fresh module graph, 283 s of Vitest's "import" summed over one run against 40 s shared (CI time,
// docs/performance-journal.md). It holds because the app takes its state as arguments (createTestApi: its own database,
// config and clock per file) and setup.ts runs the file's cleanups after its tests; a file must not leave a
// module-level change behind (process.env, a spy) without undoing it in its own afterAll.

export default defineConfig({
  resolve: { alias },
  test: {
    setupFiles: ["tests/support/setup.ts"],
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          setupFiles: ["tests/support/setup.ts"],
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api-pglite",
          include: ["tests/api/**/*.test.ts"],
          setupFiles: ["tests/support/setup.ts"],
          env: { TEST_DB: "pglite", TZ: "UTC" },
          globalSetup: ["tests/support/template-databases.ts"],
          testTimeout: 30_000,
          hookTimeout: apiHookTimeout,
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: { name: "bundle", include: ["tests/bundle/**/*.test.ts"], testTimeout: 60_000 },
      },
      {
        resolve: { alias },
        test: { name: "smoke", include: ["tests/smoke/**/*.test.ts"], testTimeout: 900_000, hookTimeout: 60_000 },
      },
      ...(withPostgres
        ? [
            {
              resolve: { alias },
              test: {
                name: "api-postgres",
                include: ["tests/api/**/*.test.ts"],
                setupFiles: ["tests/support/setup.ts"],
                env: { TEST_DB: "postgres", TZ: "UTC" },
                globalSetup: ["tests/support/template-databases.ts"],
                testTimeout: 30_000,
                hookTimeout: apiHookTimeout,
                isolate: false,
              },
            },
          ]
        : []),
    ],
  },
});
