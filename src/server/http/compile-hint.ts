import "server-only";

/**
 * V8's explicit compile hint (Chromium 136+): a script that starts with this comment has every function compiled
 * eagerly while the script streams in, off the main thread, instead of each one lazily on its first call, on the
 * main thread. Next's chunks are mostly called while the page loads (the runtime instantiates each module's factory
 * at once), so a boat page's first load spent ~95 ms of its main thread (~380 ms with the CPU slowed 4×) compiling
 * them inside one task (decision 0068; issue 33, item 12). Browsers without the hint read a comment.
 */
const HINT = Buffer.from("//# allFunctionsCalledOnLoad\n");

/** Whether a static asset is one of Next's script chunks, which get the hint. */
export const takesCompileHint = (relativePath: string) =>
  relativePath.startsWith("chunks/") && relativePath.endsWith(".js");

export const withCompileHint = (script: Buffer) => Buffer.concat([HINT, script]);
