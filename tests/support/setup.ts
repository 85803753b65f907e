import { afterAll, afterEach, beforeEach, vi } from "vitest";
import { runAfterFile } from "./after-file";

// An unexpected console.error (a 500 logged by the error mapper, a React warning) fails the test.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    const first = errors[0]?.map((a) => (a instanceof Error ? a.stack : String(a))).join(" ");
    throw new Error(`console.error was called ${errors.length} time(s): ${first}`);
  }
});

// After the file's own afterAll hooks (Vitest runs them in reverse order, and this one is registered first).
afterAll(runAfterFile);
